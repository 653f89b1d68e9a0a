import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../../../../src/app.module.js';
import type { Command, CommandIo } from '../command.js';
import { Seeder, seeders } from '../seeders.js';

/** Runs each seeder in order against the application, one output line each. */
export async function runSeeders(
  list: readonly Seeder[],
  app: INestApplicationContext,
  out: CommandIo['stdout'],
): Promise<void> {
  if (list.length === 0) {
    out.write('No seeders are registered (apps/cli/src/seeders.ts).\n');
    return;
  }
  for (const seeder of list)
    out.write(`${seeder.name}: ${await seeder.run(app)}\n`);
}

export const seedCommand: Command = {
  name: 'seed',
  summary: "Write demo data into DATABASE_URL's database (idempotent)",
  details:
    'Starts the application without HTTP (migrations run unless DB_MIGRATE=false), then runs the seeders of apps/cli/src/seeders.ts in order.',
  async run(_args, io) {
    const app = await NestFactory.createApplicationContext(
      await AppModule.forRoot({ logDestination: 2 }),
      { bufferLogs: true, abortOnError: false },
    );
    app.useLogger(app.get(Logger));
    try {
      await runSeeders(seeders, app, io.stdout);
    } finally {
      await app.close();
    }
  },
};
