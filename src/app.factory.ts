import { VERSION_NEUTRAL, VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  FastifyAdapter,
  NestFastifyApplication,
} from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finished } from 'node:stream';
import {
  acceptJsonBodiesOnly,
  refuseMalformedQueries,
  REQUEST_ID_HEADER,
  requestIdFor,
  clientErrorHandler,
  frameworkErrors,
} from '#libs/rest/index.js';
import { limitOutsideRoutes, RateLimitGuard } from '#libs/rate-limit/index.js';
import { AppModule, AppModuleOptions } from './app.module.js';
import { METRICS_PATH } from './metrics/metrics.controller.js';
import { limitConnections } from './connection-limits.js';
import type { Environment } from './config/environment.js';
import { AppLogger, PINO } from './app-logger.js';
import { logRequests } from './logger.options.js';
import { enterRequestContext } from './observability/log-context.js';
import { traceRequests } from './observability/request-spans.js';
import { serveSwaggerUi } from './openapi.js';
import { API_VERSION, VersionService } from './version/version.service.js';

/** `TRUST_PROXY` as Fastify's `trustProxy`: unset/false → off, true, a hop count, or addresses/CIDRs. */
export function trustProxy(
  value: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}

/** Security headers of the API (under `/api/`): OWASP REST set, a CSP that allows nothing (ADR 0402). */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * Swagger UI and every other path outside `/api/`: helmet's default headers, with a CSP that lets
 * Swagger UI run from this origin and no `upgrade-insecure-requests` (ADR 0402).
 */
const PAGE_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Swagger UI needs inline styles and data: images.
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Every controller is under the global prefix `/api/`. */
const isApiPath = (path: string): boolean => path.startsWith('/api/');

/** The request's path or its route (`/%61pi/…`, absolute-form) is under /api/; the path first, it is cheaper. */
const underApi = (request: FastifyRequest): boolean =>
  isApiPath(request.url) ||
  (!request.is404 && isApiPath(request.routeOptions.url!));

/** Largest declared body a 413 still reads to its end (`drainRefusedBodies`). */
const DRAINED_BODY_LIMIT = 16 * 2 ** 20;

/**
 * A 413 for a body of declared length up to `DRAINED_BODY_LIMIT` is sent once the rest of the body
 * is read and dropped, and keeps its connection. Fastify closes at once instead, which resets a
 * client still sending: it may then never read the answer (RFC 9112 §9.6). A client that stalls
 * is cut by `REQUEST_TIMEOUT`.
 */
function drainRefusedBodies(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (
      reply.statusCode === 413 &&
      Number(request.headers['content-length']) <= DRAINED_BODY_LIMIT
    ) {
      reply.removeHeader('connection');
      // Read first: Node closes as soon as it has answered a request that asked it to.
      finished(request.raw.resume(), () => done(null, payload));
    } else {
      done(null, payload);
    }
  });
}

/** While closing, responses end their connection: keep-alive clients cannot hold shutdown open. */
function closeConnectionsWhileDraining(fastify: FastifyInstance): void {
  let draining = false;
  fastify.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * What a browser client may send and read across origins: every method and request header the API
 * takes (@fastify/cors allows GET, HEAD and POST only by default), the response headers it needs.
 */
const CORS = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: [
    'Authorization',
    'Content-Type',
    'If-Match',
    'If-None-Match',
    'Prefer',
    'Idempotency-Key',
    'Last-Event-ID',
    'X-Request-Id',
  ],
  exposedHeaders: [
    'X-Request-Id',
    'Location',
    'ETag',
    'Link',
    'X-Total-Count',
    'Preference-Applied',
    'Retry-After',
    'RateLimit',
    'RateLimit-Policy',
    'WWW-Authenticate',
  ],
};

/** The Fastify adapter with the server options of the environment. */
export function createAdapter(env: Environment): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: env.BODY_LIMIT,
    trustProxy: trustProxy(env.TRUST_PROXY),
    genReqId: requestIdFor,
    onConstructorPoisoning: 'error',
    frameworkErrors,
    clientErrorHandler,
    requestTimeout: env.REQUEST_TIMEOUT * 1000,
    http: {
      headersTimeout: env.HEADERS_TIMEOUT * 1000,
      requestTimeout: env.REQUEST_TIMEOUT * 1000,
      // Node checks both every 30 s by default: a timeout of seconds would hold twice as long or more.
      connectionsCheckingInterval: 1000,
    },
  });
}

/** Options of `NestFactory.create()` and `createNestApplication()` for `createAdapter()`. */
export const APPLICATION_OPTIONS = {
  bufferLogs: true,
  // Flushed once configureApp() has set the logger; a failed start drops them (main.ts says why).
  autoFlushLogs: false,
  bodyParser: false,
  abortOnError: false,
} as const;

/**
 * What only the application and its Fastify instance can do (base URLs, JSON bodies, security
 * headers, request ids, CORS, Swagger UI); the rest comes from the module graph. Before `init()`.
 */
export function configureApp(
  app: NestFastifyApplication,
  env: Environment,
): void {
  app.useLogger(app.get(AppLogger));
  app.flushLogs();
  limitConnections(app.getHttpServer(), {
    headersTimeout: env.HEADERS_TIMEOUT * 1000,
    maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
  });
  const fastify = app.getHttpAdapter().getInstance();
  enterRequestContext(fastify);
  traceRequests(fastify);
  logRequests(fastify, app.get(PINO));
  acceptJsonBodiesOnly(fastify);
  refuseMalformedQueries(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(underApi(request) ? API_HEADERS : PAGE_HEADERS);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The routes outside /api/ (Swagger UI's) have no guards.
  limitOutsideRoutes(
    fastify,
    app.get(RateLimitGuard),
    (route) => !isApiPath(route.url),
  );
  drainRefusedBodies(fastify);
  closeConnectionsWhileDraining(fastify);

  app.setGlobalPrefix('api', { exclude: [METRICS_PATH] });
  app.enableVersioning({
    type: VersioningType.URI,
    defaultVersion: [API_VERSION, VERSION_NEUTRAL],
  });
  if (env.CORS_ORIGINS) {
    app.enableCors({
      origin: env.CORS_ORIGINS.split(',').map((origin) => origin.trim()),
      ...CORS,
    });
  }
  // Exit 0 once drained (rather than die by the signal), after pino has flushed.
  app.enableShutdownHooks(undefined, { useProcessExit: true });

  serveSwaggerUi(app, app.get(VersionService).get().version);
}

/** The API application as `main.ts` and the CLI run it. */
export async function createApp(
  options: AppModuleOptions = {},
): Promise<NestFastifyApplication> {
  let env!: Environment;
  const module = await AppModule.forRoot({
    ...options,
    onEnvironment: (validated) => {
      env = validated;
      options.onEnvironment?.(validated);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    createAdapter(env),
    APPLICATION_OPTIONS,
  );
  configureApp(app, env);
  return app;
}
