import { randomBytes } from 'node:crypto';
import { createApp } from '../../../../src/app.factory.js';
import type { Command } from '../command.js';

export const openApiCommand: Command = {
  name: 'openapi',
  summary: 'Print the OpenAPI document the API serves at /openapi.json',
  details:
    'JSON on stdout (logs go to stderr): npm run cli -- openapi > openapi.json',
  async run(_args, io) {
    const app = await createApp({
      logDestination: 2,
      // The document depends on the code only: an app built from these variables alone, which
      // leaves the configured database, Redis, data/ and the log alone.
      isolated: true,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'sqlite::memory:',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'error',
      },
    });
    try {
      await app.init();
      // Asked of the application itself, so the printed document is the served one.
      const response = await app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/openapi.json' });
      io.stdout.write(`${JSON.stringify(response.json(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  },
};
