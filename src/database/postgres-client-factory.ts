import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { postgresClientConfig } from './postgres-client-config.js';

/** Makes a new, unconnected client, named `<application name> (<purpose>)` on the server. */
export type PostgresClientFactory = (purpose: string) => pg.Client;

/** The token of the database's `PostgresClientFactory`: `null` when it is not PostgreSQL. */
export const POSTGRES_CLIENT_FACTORY = Symbol('PostgresClientFactory');

/** Makes clients of connections of their own, outside TypeORM's pool, to a PostgreSQL database. */
export async function postgresClientFactory(
  dataSource: DataSource,
): Promise<PostgresClientFactory | null> {
  const { options } = dataSource;
  if (options.type !== 'postgres') return null;
  // Loaded here so that SQLite never loads it.
  const { default: pg } = await import('pg');
  return (purpose) => new pg.Client(postgresClientConfig(options, purpose));
}
