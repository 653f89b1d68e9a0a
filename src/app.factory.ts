import { VERSION_NEUTRAL, VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';
import {
  FastifyAdapter,
  NestFastifyApplication,
} from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptJsonBodiesOnly,
  applyResourceDecorators,
  createValidationPipe,
  ProblemDetailsFilter,
  refuseMalformedQueries,
  REQUEST_ID_HEADER,
  requestIdFor,
  RouteTable,
  UnknownQueryGuard,
  clientErrorHandler,
  frameworkErrors,
} from '#libs/rest/index.js';
import { limitOutsideRoutes, RateLimitGuard } from '#libs/rate-limit/index.js';
import { AppModule, AppModuleOptions } from './app.module.js';
import { domainErrorToProblem } from './common/domain-error.js';
import type { Environment } from './config/environment.js';
import { AppLogger, PINO } from './app-logger.js';
import { logRequests } from './logger.options.js';
import { RoleChangeListener } from './users/role-change-listener.js';
import { createOpenApiDocument } from './openapi.js';
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

/**
 * The security headers of JSON responses (everything under `/api/`): those the OWASP REST
 * Security Cheat Sheet asks of an API, with a CSP that allows nothing since no response of the
 * API is a page, plus CORP and `Referrer-Policy` as helmet sets them. Helmet's other defaults
 * (`X-DNS-Prefetch-Control`, `X-Download-Options`, `Origin-Agent-Cluster`, `X-XSS-Protection`,
 * COOP, …) govern how a browser treats an HTML page; each header costs about 2 % of the
 * throughput of GET /version (docs/performance.md).
 */
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
 * Swagger UI and every other path outside `/api/`: helmet's defaults, resolved once by Nest
 * (`app.useSecurityHeaders()` would set them on Node's response, which puts every header of the
 * reply on Node's slower `writeHead` path), with a CSP that lets Swagger UI run from this origin.
 */
const PAGE_HEADERS = Object.fromEntries(
  resolveSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Swagger UI needs inline styles and data: images.
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
      },
    },
  }).headers,
);

/** Every controller is under the global prefix `/api/`. */
const isApiPath = (path: string): boolean => path.startsWith('/api/');

/**
 * Whether the request is for the API: its path starts with /api/, or its route does (a path that
 * names an API route only once decoded, `/%61pi/…`, or an absolute-form request line). Checked in
 * that order: the route's options are built anew on each read.
 */
const underApi = (request: FastifyRequest): boolean =>
  isApiPath(request.url) ||
  (!request.is404 && isApiPath(request.routeOptions.url!));

/**
 * Once the server is closing, every response ends its connection: an in-flight request still
 * gets its answer, but a keep-alive client cannot hold the shutdown open until its idle timeout.
 */
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
 * Builds the API application with every convention of the contract (base URLs, JSON bodies,
 * problem details, request ids, security headers, OpenAPI). Used by `main.ts`, the CLI and tests.
 */
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
  const adapter = new FastifyAdapter({
    bodyLimit: env.BODY_LIMIT,
    trustProxy: trustProxy(env.TRUST_PROXY),
    genReqId: requestIdFor,
    onConstructorPoisoning: 'error',
    frameworkErrors,
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    adapter,
    {
      bufferLogs: true,
      bodyParser: false,
      abortOnError: false,
    },
  );
  app.useLogger(app.get(AppLogger));
  // null on SQLite or with ROLE_CACHE_SIZE=0.
  app.get(RoleChangeListener, { strict: false })?.start();

  const fastify = app.getHttpAdapter().getInstance();
  logRequests(fastify, app.get(PINO));
  const routes = new RouteTable();
  routes.watch(fastify);
  acceptJsonBodiesOnly(fastify);
  refuseMalformedQueries(fastify);
  applyResourceDecorators(fastify);
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
  closeConnectionsWhileDraining(fastify);

  app.setGlobalPrefix('api');
  app.enableVersioning({
    type: VersioningType.URI,
    defaultVersion: [API_VERSION, VERSION_NEUTRAL],
  });
  if (env.CORS_ORIGINS) {
    app.enableCors({
      origin: env.CORS_ORIGINS.split(',').map((origin) => origin.trim()),
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
      ],
    });
  }
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalGuards(new UnknownQueryGuard());
  app.useGlobalFilters(
    new ProblemDetailsFilter({ routes, mapError: domainErrorToProblem }),
  );
  // Exit 0 once drained (rather than die by the signal), after pino has flushed.
  app.enableShutdownHooks(undefined, { useProcessExit: true });

  const { version } = app.get(VersionService).get();
  // Built on its first request: scanning every route and DTO is not needed to start serving.
  SwaggerModule.setup(
    'swagger',
    app,
    () => createOpenApiDocument(app, version),
    {
      jsonDocumentUrl: 'openapi.json',
      raw: ['json'],
      swaggerOptions: { persistAuthorization: true },
    },
  );
  return app;
}
