import { afterAll, describe, expect, it } from '@jest/globals';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  RequestBodyObject,
  ResponseObject,
} from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';
import {
  deeplyNested,
  PROTOTYPE_KEYS,
  resolverOf,
  type Schema,
  toJsonText,
  validValue,
  withMember,
  wrongValue,
} from '../support/openapi-arbitraries.js';
import { startGateServer } from '../support/gate-server.js';

// FUZZ_SEED=<n> replays a failure (fast-check prints the seed) or, with a new number, explores.
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const numRuns = Number(process.env.FUZZ_RUNS ?? 200);
// A live server keeps state (a shrunk creation meets a 409): the first failure is reported as found.
fc.configureGlobal({ seed, numRuns, endOnFailure: true });

const server = await startGateServer('fuzz');
const document = (await (
  await fetch(`${server.url}/openapi.json`)
).json()) as OpenAPIObject;
const resolve = resolverOf(document);
const adminToken = await server.adminToken();

/** A validator of the document's schemas, `$ref`s into its components resolved. */
function validatorOf(options: { coerceTypes?: 'array'; strictEmail: boolean }) {
  // strictTypes: the Swagger plugin also puts `@Length(…, { each: true })` on the `tag` array itself.
  const ajv = new Ajv({ allErrors: true, strictTypes: false, ...options });
  ajvFormats.default(ajv);
  // Requests: an email is what the server's own rule (validator.js) accepts.
  if (!options.strictEmail) ajv.addFormat('email', true);
  ajv.addVocabulary(['example', 'components']);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  return (schema: object): ValidateFunction =>
    ajv.compile(
      JSON.parse(
        JSON.stringify(schema).replaceAll(
          '"#/components/',
          '"openapi#/components/',
        ),
      ) as object,
    );
}
/** What the document promises: every format checked. */
const responseValidator = validatorOf({ strictEmail: true });
/** What the document asks of a body, and of parameters, which arrive as text. */
const bodyValidator = validatorOf({ strictEmail: false });
const parameterValidator = validatorOf({
  strictEmail: false,
  coerceTypes: 'array',
});
const validProblem = responseValidator({
  $ref: '#/components/schemas/ProblemDetailsSchema',
});

const ALG_NONE =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.';
/** Media types no route reads (contract §2); `undefined` sends no Content-Type. */
const OTHER_MEDIA_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
];
// Node refuses a request head over 16 KiB before the app sees it (431, and not problem+json).
const MAX_URL = 12_000;

interface Operation {
  method: string;
  path: string;
  name: string;
  secured: boolean;
  parameters: ParameterObject[];
  /** Validates path and query parameters, as one object. */
  validParameters: ValidateFunction;
  contentTypes: string[];
  body?: { schema: Schema; valid: ValidateFunction };
  responses: Record<string, ResponseObject & { valid?: ValidateFunction }>;
}

function operationOf(
  path: string,
  method: string,
  operation: OperationObject,
): Operation {
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  const pathOrQuery = parameters.filter(({ in: where }) =>
    ['path', 'query'].includes(where),
  );
  const content = (operation.requestBody as RequestBodyObject | undefined)
    ?.content;
  const schema = content?.['application/json']?.schema;
  return {
    method: method.toUpperCase(),
    path,
    name: `${method.toUpperCase()} ${path}`,
    secured: operation.security !== undefined,
    parameters,
    validParameters: parameterValidator({
      type: 'object',
      properties: Object.fromEntries(
        pathOrQuery.map(({ name, schema }) => [name, schema]),
      ),
      required: pathOrQuery
        .filter(({ required }) => required)
        .map(({ name }) => name),
      additionalProperties: false,
    }),
    contentTypes: Object.keys(content ?? {}),
    body: schema && { schema, valid: bodyValidator(schema) },
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => {
        const documented = response as ResponseObject;
        const json = documented.content?.['application/json']?.schema;
        return [
          status,
          { ...documented, valid: json && responseValidator(json) },
        ];
      }),
    ),
  };
}

const operations: Operation[] = Object.entries(document.paths).flatMap(
  ([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((method) => item[method])
      .map((method) => operationOf(path, method, item[method]!)),
);

interface FuzzRequest {
  token?: string;
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string | undefined>;
  body?: { value?: unknown; text?: string; contentType?: string };
}

const printable = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0x7e })
    .map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

const token = fc.oneof(
  { arbitrary: fc.constant(adminToken), weight: 8 },
  fc.constantFrom(undefined, 'garbage', ALG_NONE, `${adminToken}x`),
);

const byLocation = (operation: Operation, location: string) =>
  operation.parameters.filter((parameter) => parameter.in === location);

/** An existing id of the parameter's collection (read as the request is made: 201s add some), or another valid value. */
const pathValue = (operation: Operation, parameter: ParameterObject) => {
  const valid = validValue(parameter.schema!, resolve).map(String);
  const known = fc.nat().chain((index) => {
    const ids = existing.get(collectionOf(operation.path, parameter.name));
    return ids?.length ? fc.constant(ids[index % ids.length]) : valid;
  });
  return fc.oneof({ arbitrary: known, weight: 4 }, valid);
};

/** A long poll's `wait` (seconds) is drawn up to 1: a run of 30 s waits would last hours. */
const LONG_POLL = { name: 'wait', maximum: 1 };

/** Documented query parameters, each left out or given valid values. */
const validQuery = (operation: Operation) =>
  fc
    .tuple(
      ...byLocation(operation, 'query').map((parameter) =>
        fc
          .option(
            validValue(
              parameter.name === LONG_POLL.name
                ? { ...parameter.schema!, maximum: LONG_POLL.maximum }
                : parameter.schema!,
              resolve,
            ),
            { freq: 2 },
          )
          .map((value) =>
            value === null
              ? []
              : [value]
                  .flat()
                  .map((item): [string, string] => [
                    parameter.name,
                    String(item),
                  ]),
          ),
      ),
    )
    .map((lists) => lists.flat());

/** Header parameters are left out of the oracle: the server reads them leniently (whitespace, lists). */
const headers = (operation: Operation) =>
  fc.record(
    Object.fromEntries(
      byLocation(operation, 'header').map((parameter) => [
        parameter.name,
        fc.oneof(validValue(parameter.schema!, resolve).map(String), printable),
      ]),
    ),
    { requiredKeys: [] },
  );

/** A request the document allows in every part; only the token may be missing or wrong. */
const validRequest = (operation: Operation): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    token,
    path: fc.record(
      Object.fromEntries(
        byLocation(operation, 'path').map((parameter) => [
          parameter.name,
          pathValue(operation, parameter),
        ]),
      ),
    ),
    query: validQuery(operation),
    headers: headers(operation),
    body: operation.body
      ? fc.record({
          value: validValue(operation.body.schema, resolve),
          contentType: fc.constantFrom(...operation.contentTypes),
        })
      : fc.constant(undefined),
  });

type Breakage = (request: FuzzRequest) => FuzzRequest;

const wrongPathValue = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, '..', '%00', 'null'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.integer({ min: 37, max: 5000 }).map((length) => 'a'.repeat(length)),
);

const wrongQueryValue = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'abc',
    'true',
    '[]',
    '%',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 201, max: 5000 }).map((length) => 'q'.repeat(length)),
);

/** Replaces the body of a request, keeping its media type. */
const withBody =
  (body: FuzzRequest['body']): Breakage =>
  (request) => ({ ...request, body: body && { ...request.body, ...body } });

/** Every way to break one part of a valid request: a path or query value, an unknown parameter, the body or its media type. */
function breakages(operation: Operation): fc.Arbitrary<Breakage>[] {
  const path = byLocation(operation, 'path').map((parameter) =>
    wrongPathValue.map((value): Breakage => (request) => ({
      ...request,
      path: { ...request.path, [parameter.name]: value },
    })),
  );
  const query = byLocation(operation, 'query').map((parameter) =>
    fc
      .oneof(
        wrongQueryValue.map((value) => [value]),
        fc.array(wrongQueryValue, { minLength: 2, maxLength: 25 }),
      )
      .map((values): Breakage => (request) => ({
        ...request,
        query: [
          ...request.query.filter(([name]) => name !== parameter.name),
          ...values.map((value): [string, string] => [parameter.name, value]),
        ],
      })),
  );
  const unknownParameter = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'limt'),
        printable,
      ),
      printable,
    )
    .map((pair): Breakage => (request) => ({
      ...request,
      query: [...request.query, pair],
    }));
  if (!operation.body) return [...path, ...query, unknownParameter];
  const members = Object.keys(resolve(operation.body.schema).properties ?? {});
  const member = (key: fc.Arbitrary<string>) =>
    fc.tuple(key, wrongValue).map(
      ([name, value]): Breakage =>
        (request) =>
          withBody({
            value: withMember(request.body!.value as object, name, value),
          })(request),
    );
  const body = [
    member(fc.constantFrom(...members)),
    member(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'toString'), printable)),
    fc
      .oneof(
        fc.constant(null),
        fc.array(validValue(operation.body.schema, resolve), { maxLength: 2 }),
        fc.string(),
        fc.integer(),
        deeplyNested,
      )
      .map((value) => withBody({ value })),
    fc
      .oneof(
        fc.constantFrom('', '{', '{"title":', '[1,]', 'nul', '{"a":1}}'),
        fc
          .integer({ min: 1_048_577, max: 1_200_000 })
          .map((length) => `{"title":"${'a'.repeat(length)}"}`),
      )
      .map((text): Breakage => (request) => ({
        ...request,
        body: { text, contentType: request.body!.contentType },
      })),
    fc
      .constantFrom(...OTHER_MEDIA_TYPES)
      .map((contentType) => withBody({ contentType })),
    fc.constant(withBody(undefined)),
  ];
  return [...path, ...query, unknownParameter, ...body];
}

function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(request.path[name]),
  );
  const search = new URLSearchParams(request.query).toString();
  return search ? `${path}?${search}` : path;
}

function bodyText(request: FuzzRequest): string | undefined {
  const { body: sent } = request;
  if (sent === undefined) return undefined;
  return 'value' in sent ? toJsonText(sent.value) : sent.text;
}

/** One line for a failure report: huge bodies are cut short. */
function describeRequest(operation: Operation, request: FuzzRequest): string {
  const text = bodyText(request);
  const body =
    text === undefined
      ? 'no body'
      : `${request.body?.contentType ?? 'no content type'} (${text.length} characters) ${text.slice(0, 300)}`;
  const token =
    request.token === adminToken ? 'admin token' : `token ${request.token}`;
  return `${operation.method} ${urlOf(operation, request).slice(0, 300)} with ${token}, headers ${JSON.stringify(request.headers)}, ${body}`;
}

/** Requests the document allows, and requests with one part broken. */
function requestOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const valid = validRequest(operation);
  const broken = fc
    .tuple(valid, fc.oneof(...breakages(operation)))
    .map(([request, breakIt]) => breakIt(request));
  return fc
    .oneof({ arbitrary: valid, weight: 3 }, { arbitrary: broken, weight: 2 })
    .filter((request) => urlOf(operation, request).length < MAX_URL)
    .map((request) =>
      Object.assign(request, {
        [fc.toStringMethod]: () => describeRequest(operation, request),
      }),
    );
}

const errorsOf = (validate: ValidateFunction): string =>
  validate
    .errors!.map(
      ({ instancePath, message, params }) =>
        `${instancePath || '/'} ${message} ${JSON.stringify(params)}`,
    )
    .join('; ');

/** What in the request the document forbids, if anything: then the answer must be a 4xx. */
function violation(
  operation: Operation,
  request: FuzzRequest,
): string | undefined {
  const parameters: Record<string, unknown> = { ...request.path };
  for (const [name, value] of request.query) {
    // defineProperty: an assignment to `__proto__` would set the prototype, not a member.
    Object.defineProperty(parameters, name, {
      value: Object.hasOwn(parameters, name)
        ? [parameters[name], value].flat()
        : value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  if (!operation.validParameters(parameters)) {
    return `parameters: ${errorsOf(operation.validParameters)}`;
  }
  if (!operation.body) return undefined;
  const { body: sent } = request;
  if (sent === undefined) return 'no body';
  if (!('value' in sent)) return 'a body that is not JSON';
  if (!operation.contentTypes.includes(sent.contentType!)) {
    return `media type ${sent.contentType}`;
  }
  // What is sent: JSON drops undefined members.
  return operation.body.valid(JSON.parse(bodyText(request)!))
    ? undefined
    : `body: ${errorsOf(operation.body.valid)}`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const agent = new Agent({ keepAlive: true });

function send(operation: Operation, request: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      {
        agent,
        host: hostname,
        port,
        method: operation.method,
        path: urlOf(operation, request),
        timeout: 30_000,
        headers: {
          ...Object.fromEntries(
            Object.entries(request.headers).filter(([, value]) => value),
          ),
          ...(request.token && { authorization: `Bearer ${request.token}` }),
          ...(request.body?.contentType && {
            'content-type': request.body.contentType,
          }),
        },
      },
      (incoming) => {
        // A stream never ends: its status and headers are the answer (events.e2e reads streams).
        if (incoming.headers['content-type']?.startsWith('text/event-stream')) {
          outgoing.destroy();
          done({
            status: incoming.statusCode!,
            headers: incoming.headers,
            text: '',
          });
          return;
        }
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          done({
            status: incoming.statusCode!,
            headers: incoming.headers,
            text,
          }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.end(bodyText(request));
  });
}

/** Everything the contract and the document promise about one answer. */
function check(
  operation: Operation,
  request: FuzzRequest,
  answer: Answer,
): void {
  const { status } = answer;
  const must = (holds: boolean, promise: string) => {
    if (!holds) {
      throw new Error(
        `${promise}; got ${status} ${answer.text.slice(0, 500)}\nfor ${describeRequest(operation, request)}`,
      );
    }
  };
  const documented = operation.responses[status];
  must(status < 500, 'never a 5xx');
  must(documented !== undefined, 'only statuses the operation documents');
  const missing = Object.entries(documented.headers ?? {})
    .filter(
      ([name, header]) =>
        (header as HeaderObject).required &&
        answer.headers[name.toLowerCase()] === undefined,
    )
    .map(([name]) => name);
  must(missing.length === 0, `every required header (${missing} missing)`);
  const forbidden = violation(operation, request);
  if (forbidden) {
    must(
      status >= 400,
      `a 4xx for a request the document forbids (${forbidden})`,
    );
  }
  if (operation.secured && request.token !== adminToken) {
    must(status >= 400, 'a 4xx without a valid token');
  }
  if (status === 204 || status === 304) {
    must(answer.text === '', 'no body');
    return;
  }
  const type = String(answer.headers['content-type']);
  if (type.startsWith('text/event-stream')) {
    must(
      documented.content?.['text/event-stream'] !== undefined,
      'a stream where one is documented',
    );
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    must(false, 'a JSON body');
  }
  if (status >= 400) {
    must(type.startsWith('application/problem+json'), 'problem+json');
    must(validProblem(body), 'problem details as documented');
    const problem = body as {
      status: number;
      instance: string;
      requestId: string;
    };
    must(problem.status === status, 'the HTTP status as `status`');
    must(
      problem.requestId === answer.headers['x-request-id'],
      'X-Request-Id as `requestId`',
    );
    must(
      problem.instance === urlOf(operation, request).split('?')[0],
      'the request path as `instance`',
    );
    return;
  }
  must(type.startsWith('application/json'), 'application/json');
  must(documented.valid !== undefined, 'a documented body schema');
  const valid = documented.valid!(body);
  must(
    valid,
    `a body as documented${valid ? '' : ` (${errorsOf(documented.valid!)})`}`,
  );
  if (status === 201) remember(answer);
}

/**
 * Ids that exist, by collection path as the document writes it (`/api/v1/docs`,
 * `/api/v1/docs/{docId}/widgets`): every 201 adds its resource, read from its `Location`.
 */
const existing = new Map<string, string[]>();

/** The collection whose ids fill the path parameter `name`: the path up to it. */
const collectionOf = (path: string, name: string): string =>
  path.slice(0, path.indexOf(`/{${name}}`));

/** Collection paths as the document writes them, each with a pattern that matches it filled in. */
const collections = [
  ...new Set(
    Object.keys(document.paths).flatMap((path) =>
      [...path.matchAll(/\/\{\w+\}/g)].map(({ index }) => path.slice(0, index)),
    ),
  ),
].map((path) => ({
  path,
  pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** Records the resource a 201 created, under the collection its `Location` names. */
function remember(answer: Answer): void {
  const location = answer.headers.location;
  if (typeof location !== 'string') return;
  const slash = location.lastIndexOf('/');
  const collection = collections.find(({ pattern }) =>
    pattern.test(location.slice(0, slash)),
  );
  if (!collection) return;
  const ids = existing.get(collection.path) ?? [];
  ids.push(location.slice(slash + 1));
  existing.set(collection.path, ids);
}

/**
 * Seeds every collection the document lets the admin create, parents first, with bodies drawn
 * from the document's schemas: some are refused (a reference taken, an id that names nothing).
 */
for (const operation of operations
  .filter(({ method, responses }) => method === 'POST' && responses['201'])
  .sort((a, b) => a.path.split('/').length - b.path.split('/').length)) {
  const attempts = fc.sample(validRequest(operation), { numRuns: 50, seed });
  let created = 0;
  for (const attempt of attempts) {
    const answer = await send(operation, { ...attempt, token: adminToken });
    if (answer.status !== 201) continue;
    remember(answer);
    if (++created === 2) break;
  }
}

describe(`fuzzing every operation of the OpenAPI document (seed ${seed}, ${numRuns} runs each)`, () => {
  afterAll(() => server.stop());

  it('finds the operations of the document, and seeds every collection it can create', () => {
    expect(operations.length).toBeGreaterThan(20);
    const created = operations
      .filter(({ method, responses }) => method === 'POST' && responses['201'])
      .map(({ path }) => path);
    expect(created.length).toBeGreaterThan(0);
    const seeded = collections
      .filter(({ path }) => existing.get(path)?.length)
      .map(({ path }) => path);
    expect(seeded.length).toBe(created.length);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (request) =>
          check(operation, request, await send(operation, request)),
        ),
      );
    },
  );

  it('leaves the server running and healthy', async () => {
    const res = await fetch(`${server.url}/api/healthcheck`);
    expect([res.status, server.running()]).toEqual([200, true]);
  });
});
