import type pg from 'pg';
import type { DataSourceOptions } from 'typeorm';

export type PostgresOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/**
 * The `pg` client configuration of a connection of its own to the server TypeORM writes to, as
 * TypeORM builds it for its pool (URL, credentials, TLS, connect timeout, `extra`), named
 * `<application name> (<purpose>)` in `pg_stat_activity`.
 */
export function postgresClientConfig(
  options: PostgresOptions,
  purpose: string,
): pg.ClientConfig {
  const credentials = options.replication?.master ?? options;
  const applicationName =
    options.applicationName ?? credentials.applicationName ?? 'syllabus';
  return {
    connectionString: credentials.url,
    host: credentials.host,
    user: credentials.username,
    password: credentials.password,
    database: credentials.database,
    port: credentials.port,
    // TypeORM types it as TlsOptions and hands it to pg as it is.
    ssl: credentials.ssl as pg.ClientConfig['ssl'],
    connectionTimeoutMillis: options.connectTimeoutMS,
    ...(options.extra as pg.ClientConfig | undefined),
    application_name: `${applicationName} (${purpose})`,
  };
}
