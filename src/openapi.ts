import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  type HeaderObject,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  hooksOf,
  MERGE_PATCH_MEDIA_TYPE,
  ProblemException,
  WELL_FORMED_REQUEST_ID,
} from '#libs/rest/index.js';
import { API_VERSION } from './version/version.service.js';

const DESCRIPTION = `JSON REST service for learning material: docs grouped into ordered lessons.

Every endpoint is served under \`/api/v${API_VERSION}\` (canonical, shown here) and under \`/api\`
(alias of the newest version: same handlers, same responses).
Errors are RFC 9457 \`application/problem+json\`; every response carries \`X-Request-Id\`.
Every request but the health check and CORS preflights counts against a quota per client (the
user of a valid bearer token, else the address), refused ones included (401, 403, 404, unreadable
bodies): the \`RateLimit\` fields say what is left, a 429 when nothing is.
A request whose headers do not arrive within \`HEADERS_TIMEOUT\` (20 s by default), or whole
within \`REQUEST_TIMEOUT\` (60 s), is answered 408 and its connection closed; each client address
holds at most \`MAX_CONNECTIONS_PER_ADDRESS\` connections (100), the next ones are closed unread.`;

const TAGS: [name: string, description: string][] = [
  ['auth', 'Bearer tokens: sign in, refresh, sign out.'],
  ['users', 'Accounts and their roles: reader, author, admin.'],
  ['docs', 'Documents with a title, description, tags and content.'],
  ['lessons', 'Ordered lists of docs.'],
  ['health', 'Liveness and readiness for load balancers and orchestrators.'],
  ['version', 'What is running.'],
];

const REQUEST_ID_SCHEMA = {
  type: 'string',
  pattern: WELL_FORMED_REQUEST_ID.source,
  maxLength: 128,
} as const;

const REQUEST_ID_PARAMETER: ParameterObject = {
  name: 'X-Request-Id',
  in: 'header',
  required: false,
  description:
    'An id to trace the request by, echoed in the answer; another one is made up when missing or malformed.',
  schema: REQUEST_ID_SCHEMA,
};

/** Headers of every answer under the base URL (contract §2). */
const COMMON_HEADERS: Record<string, HeaderObject> = {
  'X-Request-Id': {
    required: true,
    description: 'The id of the request, as logged and in problem details.',
    schema: REQUEST_ID_SCHEMA,
  },
  'Cache-Control': {
    required: true,
    description: 'Answers are never stored by caches.',
    schema: { type: 'string', enum: ['no-store'] },
  },
};

/** The quota fields of the IETF httpapi ratelimit-headers draft, one item per policy that applies. */
const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Policy': {
    description:
      'The quotas that apply: requests (`q`) per window (`w`, s); on answers counted against a quota.',
    schema: { type: 'string', maxLength: 256 },
    example: '"default";q=300;w=60',
  },
  RateLimit: {
    description:
      'Requests left (`r`) and seconds until the window resets (`t`).',
    schema: { type: 'string', maxLength: 256 },
    example: '"default";r=299;t=42',
  },
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * What every operation shares, written once here rather than on each route: the request id, the
 * common headers, closed JSON bodies (an unknown member is a 400), merge-patch bodies on PATCH
 * and, on rate-limited operations (those that document a 429), the quota on every 2xx and 4xx
 * answer.
 */
function documentConventions(
  document: OpenAPIObject,
  method: (typeof METHODS)[number],
  operation: OperationObject,
): void {
  const body = operation.requestBody as RequestBodyObject | undefined;
  const bodySchema = body?.content['application/json'].schema;
  if (bodySchema && '$ref' in bodySchema) {
    const name = bodySchema.$ref.replace('#/components/schemas/', '');
    (document.components!.schemas![name] as SchemaObject).additionalProperties =
      false;
  }
  if (method === 'patch' && body) {
    body.content[MERGE_PATCH_MEDIA_TYPE] = body.content['application/json'];
  }
  operation.parameters = [
    ...(operation.parameters ?? []),
    REQUEST_ID_PARAMETER,
  ];
  const limited = '429' in operation.responses;
  for (const [status, response] of Object.entries(operation.responses)) {
    const documented = response as ResponseObject;
    operation.responses[status] = {
      ...documented,
      headers: {
        ...documented.headers,
        ...COMMON_HEADERS,
        ...(limited && /^[24]/.test(status) && RATE_LIMIT_HEADERS),
      },
    };
  }
}

/** The OpenAPI document of the application, canonical paths only (the `/api` alias is described, not repeated). */
export function createOpenApiDocument(
  app: INestApplication,
  version: string,
): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Syllabus API')
    .setDescription(DESCRIPTION)
    .setVersion(version)
    .setLicense('MIT', 'https://opensource.org/licenses/MIT')
    .addServer(
      '/',
      'The server of this document (local, staging or production)',
      undefined,
      { 'x-internal': false },
    )
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'An access token from `POST /auth/token`: a JWS (HS256) checked as RFC8725 advises: only HS256 is accepted (never `none`), and `iss`, `aud` and `exp` are verified.',
    });
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    // Nest names the route of each base URL `list[0]`, `list[1]`: only the canonical one is kept.
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method.replace(/\[\d+\]$/, '')}`,
  });
  const canonical = new RegExp(`^/api/v${API_VERSION}/`);
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => canonical.test(path)),
  );
  const tags = new Set(TAGS.map(([name]) => name));
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      documentConventions(document, method, item[method]);
      for (const tag of item[method].tags ?? []) tags.add(tag);
    }
  }
  // A module's tag that is not described above still appears, after them.
  document.tags = [...tags].map(
    (name) =>
      document.tags?.find((tag) => tag.name === name) ?? {
        name,
        description: `The ${name} resource.`,
      },
  );
  return document;
}

/** Swagger UI's assets that its page loads (its init script and page are routes of their own). */
const SWAGGER_UI_FILES = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

/**
 * Swagger UI at `/swagger` and the document at `/openapi.json`, built on its first request.
 * Of Swagger UI's folder, only the files the page loads are served: the rest is a 404.
 */
export function serveSwaggerUi(
  app: NestFastifyApplication,
  version: string,
): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (route.url !== '/swagger/*') return;
      route.onRequest = [
        ...hooksOf(route.onRequest),
        (request, _reply, done) => {
          const file = (request.params as Record<string, string>)['*'];
          if (SWAGGER_UI_FILES.has(file)) return done();
          const path = request.url.split('?', 1)[0];
          done(
            new ProblemException(404, { detail: `No route matches ${path}.` }),
          );
        },
      ];
    });
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
}
