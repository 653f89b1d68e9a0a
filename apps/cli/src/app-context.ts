import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppLogger } from '../../../src/app-logger.js';
import { AppModule } from '../../../src/app.module.js';
import { AdminBootstrap } from '../../../src/users/admin-bootstrap.js';

/** Runs `work` with the application's services, without HTTP (migrations run unless DB_MIGRATE=false); logs go to stderr. */
export async function withApplication<T>(
  work: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const app = await NestFactory.createApplicationContext(
    await AppModule.forRoot({ logDestination: 2 }),
    {
      bufferLogs: true,
      abortOnError: false,
    },
  );
  app.useLogger(app.get(AppLogger));
  app.get(AdminBootstrap).announce();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
