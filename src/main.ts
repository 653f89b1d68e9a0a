// First: with tracing configured, the SDK patches http, pg and ioredis before they load.
import './observability/start-tracing.js';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { createApp } from './app.factory.js';
import { Environment, InvalidEnvironmentError } from './config/environment.js';
import { DatabaseStartError } from './database/database-start-error.js';
import { AdminBootstrap } from './users/admin-bootstrap.js';

/** The database in use, without credentials. */
function describeDatabase(options: DataSourceOptions): string {
  if (options.type === 'postgres') {
    const url = new URL(options.url!);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return options.database === ':memory:'
    ? 'SQLite in memory'
    : `SQLite ${String(options.database)}`;
}

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigService<Environment, true>>(ConfigService);
  await app.listen(config.get('PORT'), config.get('HOST'));
  const url = await app.getUrl();
  new Logger('Syllabus').log(
    `Serving ${url}/api/v1, Swagger UI at ${url}/swagger, on ${describeDatabase(app.get(DataSource).options)}`,
  );
  // Last: the line an operator looks for on a first start.
  app.get(AdminBootstrap).announce();
}

/** An error at start that the operator fixes, in one line; undefined for a defect (its stack). */
function operatorMessage(error: unknown): string | undefined {
  // Bad configuration: one line per variable.
  if (
    error instanceof InvalidEnvironmentError ||
    error instanceof DatabaseStartError
  )
    return error.message;
  const { code, address, port } = error as NodeJS.ErrnoException & {
    address?: string;
    port?: number;
  };
  if (code === 'EADDRINUSE')
    return `PORT=${port}: ${address}:${port} is already in use; stop what listens there, or set PORT to a free port.`;
  return undefined;
}

bootstrap().catch((error: unknown) => {
  console.error(operatorMessage(error) ?? error);
  process.exit(1);
});
