import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { createApp } from './app.factory.js';
import { Environment, InvalidEnvironmentError } from './config/environment.js';
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

bootstrap().catch((error: unknown) => {
  // Bad configuration is the operator's to fix: one line per variable, no stack trace.
  console.error(
    error instanceof InvalidEnvironmentError ? error.message : error,
  );
  process.exit(1);
});
