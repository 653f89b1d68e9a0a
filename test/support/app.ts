import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import {
  APPLICATION_OPTIONS,
  configureApp,
  createAdapter,
  createApp,
} from '../../src/app.factory.js';
import { AppModule, type AppModuleOptions } from '../../src/app.module.js';
import type { Environment } from '../../src/config/environment.js';
import type { ScratchDatabase } from '../../src/database/scratch-database.js';
import { createTestDatabase } from './database.js';
import { stopAfterFile } from './stop-after-file.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
export const ADMIN = {
  email: 'admin@test.local',
  pseudo: 'admin',
  password: 'admin-password-1',
};

/** Requests carrying a bearer token. */
export interface AuthorizedHttp {
  get(url: string): request.Test;
  post(url: string, body: object): request.Test;
  put(url: string, body: object): request.Test;
  patch(url: string, body: object): request.Test;
  delete(url: string): request.Test;
}

export interface TestApp {
  app: NestFastifyApplication;
  databaseUrl: string;
  http: ReturnType<typeof request>;
  as(token: string): AuthorizedHttp;
  close(): Promise<void>;
}

/** The application as a Nest e2e test builds it: from `AppModule` through the testing module. */
export async function createTestingApp(
  options: AppModuleOptions,
): Promise<NestFastifyApplication> {
  let env!: Environment;
  const moduleRef = await Test.createTestingModule({
    imports: [
      await AppModule.forRoot({
        ...options,
        onEnvironment: (validated) => (env = validated),
      }),
    ],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createAdapter(env),
    APPLICATION_OPTIONS,
  );
  configureApp(app, env);
  return app;
}

/** How an application is built: `createApp`, or `createTestingApp` as a Nest e2e test does. */
type Build = (options: AppModuleOptions) => Promise<NestFastifyApplication>;

/** Builds and starts the application on `database`; on failure, closes what it started. */
async function launch(
  database: ScratchDatabase,
  env: Record<string, string>,
  beforeInit: ((app: NestFastifyApplication) => void) | undefined,
  build: Build,
): Promise<NestFastifyApplication> {
  let app: NestFastifyApplication | undefined;
  try {
    app = await build({
      isolated: true,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        JWT_SECRET: TEST_JWT_SECRET,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PSEUDO: ADMIN.pseudo,
        ADMIN_PASSWORD: ADMIN.password,
        // Every request of a test comes from one address: quotas are tested where they are set low.
        RATE_LIMIT: '100000',
        AUTH_RATE_LIMIT: '100000',
        ...env,
      },
    });
    beforeInit?.(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } catch (error) {
    // The start's own error is the one to report.
    await app?.close().catch(() => undefined);
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/** The application on a database of its own, unless `env.DATABASE_URL` names one. */
async function start(
  env: Record<string, string>,
  beforeInit: ((app: NestFastifyApplication) => void) | undefined,
  build: Build,
): Promise<TestApp> {
  // A given DATABASE_URL is shared with another app (several instances); it is not ours to drop.
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, drop: async () => undefined }
    : await createTestDatabase();
  const app = await launch(database, env, beforeInit, build);
  const http = request(app.getHttpServer());
  let closed: Promise<void> | undefined;
  return {
    app,
    databaseUrl: database.url,
    http,
    as: (token) => ({
      get: (url) => http.get(url).auth(token, { type: 'bearer' }),
      post: (url, body) =>
        http.post(url).auth(token, { type: 'bearer' }).send(body),
      put: (url, body) =>
        http.put(url).auth(token, { type: 'bearer' }).send(body),
      patch: (url, body) =>
        http.patch(url).auth(token, { type: 'bearer' }).send(body),
      delete: (url) => http.delete(url).auth(token, { type: 'bearer' }),
    }),
    close: () =>
      (closed ??= (async () => {
        await app.close();
        await database.drop();
      })()),
  };
}

/**
 * The whole API on its own database, configured as in production but for the variables given.
 * It is closed after the test file even when the hook that started it timed out first, so
 * `close()` does its work once however often it is called.
 */
export function startTestApp(
  env: Record<string, string> = {},
  beforeInit?: (app: NestFastifyApplication) => void,
  build: Build = createApp,
): Promise<TestApp> {
  const started = start(env, beforeInit, build);
  stopAfterFile(started, (t) => t.close());
  return started;
}
