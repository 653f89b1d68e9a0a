import 'reflect-metadata';
import { ConfigService } from '@nestjs/config';
import { createApp } from './app.factory.js';
import { Environment, InvalidEnvironmentError } from './config/environment.js';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigService<Environment, true>>(ConfigService);
  await app.listen(config.get('PORT'), config.get('HOST'));
}

bootstrap().catch((error: unknown) => {
  // Bad configuration is the operator's to fix: one line per variable, no stack trace.
  console.error(
    error instanceof InvalidEnvironmentError ? error.message : error,
  );
  process.exit(1);
});
