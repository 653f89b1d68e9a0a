import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import {
  type GateServer,
  resultFile,
  ROOT,
  startGateServer,
} from '../support/gate-server.js';

/** Statuses of an operation that reads a JSON body (contract §2). */
const BODY = [400, 413, 415];

/** What the contract names beyond the shapes below: filters, expansions, conflicts (§5–§7). */
const CONTRACT: Record<string, { statuses?: number[]; parameters?: string[] }> =
  {
    'POST /auth/token': { statuses: [200, 401, 429] },
    'DELETE /auth/token': { statuses: [204, 401] },
    'POST /users': { statuses: [409] },
    'GET /users': { statuses: [403] },
    'GET /users/me': { statuses: [200, 401] },
    'GET /users/{id}': { statuses: [403] },
    'PATCH /users/{id}': { statuses: [403, 409] },
    'DELETE /users/{id}': { statuses: [200, 403, 409] },
    'POST /docs': { statuses: [403, 409] },
    'GET /docs': { parameters: ['q', 'authorId', 'tag', 'reference'] },
    'DELETE /docs/{id}': { statuses: [403, 409] },
    'POST /lessons': { statuses: [403] },
    'GET /lessons': { parameters: ['q', 'authorId', 'docId'] },
    'GET /lessons/{id}': { parameters: ['expand'] },
    'GET /version': { statuses: [200] },
    'GET /healthcheck': { statuses: [200, 503] },
  };

/** Open without a token (contract §4); every other operation is protected. */
const PUBLIC = ['POST /auth/token', 'GET /version', 'GET /healthcheck'];
/** POSTs whose answers are not replayed: they hold new tokens or secrets (contract §7b, ADR 0412). */
const NOT_IDEMPOTENT = [
  'POST /auth/token',
  'POST /webhooks',
  'POST /webhooks/{id}/secret',
];
/** Lists read by position, oldest first: the change feed. */
const FEEDS = ['GET /events'];
/** Not rate limited (contract §8). */
const UNLIMITED = ['GET /healthcheck'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const BASE = '/api/v1';

const statusesOf = (operation: OperationObject): number[] =>
  Object.keys(operation.responses).map(Number);
const parametersOf = (operation: OperationObject): string[] =>
  ((operation.parameters ?? []) as ParameterObject[]).map(({ name }) => name);
const headersOf = (
  operation: OperationObject | undefined,
  status: number,
): string[] =>
  Object.keys(
    (operation?.responses[status] as ResponseObject | undefined)?.headers ?? {},
  );

describe('the OpenAPI document of the built server', () => {
  let server: GateServer;
  let document: OpenAPIObject;
  let operations: Map<string, OperationObject>;
  let documentFile: string;

  beforeAll(async () => {
    server = await startGateServer('openapi');
    document = (await (
      await fetch(`${server.url}/openapi.json`)
    ).json()) as OpenAPIObject;
    documentFile = await resultFile('openapi.json');
    await writeFile(documentFile, JSON.stringify(document, null, 2));
    operations = new Map(
      Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => [
          `${method.toUpperCase()} ${path.slice(BASE.length)}`,
          item[method]!,
        ]),
      ),
    );
  });
  afterAll(() => server?.stop());

  it('passes Spectral (spectral:oas and the OWASP ruleset) without a single finding', async () => {
    const spectral = join(ROOT, 'node_modules/.bin/spectral');
    const args = ['lint', documentFile, '--ruleset', '.spectral.yaml'];
    // Spectral exits 1 when it finds something: the findings are what matters.
    const output = await promisify(execFile)(
      spectral,
      [...args, '-f', 'json', '-q'],
      {
        cwd: ROOT,
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    let findings: { code: string; path: string[]; message: string }[];
    try {
      findings = JSON.parse(output.stdout);
    } catch {
      throw new Error(`Spectral failed: ${output.stderr}`);
    }
    expect(
      findings.map(
        ({ code, path, message }) => `${code} at ${path.join('.')}: ${message}`,
      ),
    ).toEqual([]);
  });

  it('has every operation of the contract, with what it names', () => {
    expect([...operations.keys()]).toEqual(
      expect.arrayContaining(Object.keys(CONTRACT)),
    );
    for (const [key, contract] of Object.entries(CONTRACT)) {
      expect([key, statusesOf(operations.get(key)!)]).toEqual([
        key,
        expect.arrayContaining(contract.statuses ?? []),
      ]);
      expect([key, parametersOf(operations.get(key)!)]).toEqual([
        key,
        expect.arrayContaining(contract.parameters ?? []),
      ]);
    }
  });

  it('documents what each shape of operation answers (contract §2, §6, §7)', () => {
    for (const [key, operation] of operations) {
      const [method, path] = key.split(' ');
      const expected: { statuses: number[]; parameters: string[] } = {
        statuses: [],
        parameters: [],
      };
      const headers: Record<number, string[]> = {};
      if (operation.requestBody) expected.statuses.push(...BODY);
      if (path.includes('{')) expected.statuses.push(400, 404);
      if (operation.responses['201']) headers[201] = ['Location'];
      // Safe retries (contract §7b): the key, a retry still in progress, a key reused.
      if (method === 'POST' && !NOT_IDEMPOTENT.includes(key)) {
        expected.statuses.push(409, 422);
        expected.parameters.push('Idempotency-Key');
      }
      // A resource with versions (its GET answers an ETag) takes conditional requests.
      const item = operations.get(`GET ${path}`);
      const versioned = Boolean(headersOf(item, 200).includes('ETag'));
      if (versioned && path.endsWith('}')) {
        if (method === 'GET') {
          expected.statuses.push(304);
          expected.parameters.push('If-None-Match');
        } else {
          expected.statuses.push(412);
          expected.parameters.push('If-Match');
        }
        if (method === 'PUT' || method === 'PATCH') headers[200] = ['ETag'];
        if (method === 'DELETE') {
          expected.statuses.push(200, 204);
          expected.parameters.push('Prefer');
          headers[204] = ['Preference-Applied'];
        }
      }
      if (
        method === 'POST' &&
        operations.get(`GET ${path}/{id}`) &&
        headersOf(operations.get(`GET ${path}/{id}`), 200).includes('ETag')
      ) {
        headers[201] = ['Location', 'ETag'];
      }
      const schema = (operation.responses['200'] as ResponseObject | undefined)
        ?.content?.['application/json']?.schema as SchemaObject | undefined;
      if (FEEDS.includes(key)) {
        // A feed has no pages nor count: `after`, `limit`, and a `next` link (docs/api.md, "Events").
        expected.statuses.push(200, 400, 410);
        expected.parameters.push('after', 'limit');
        headers[200] = ['Link'];
      } else if (method === 'GET' && schema?.type === 'array') {
        expected.statuses.push(200, 400);
        expected.parameters.push('page', 'limit', 'sort');
        headers[200] = ['X-Total-Count', 'Link'];
      }
      expect([key, statusesOf(operation)]).toEqual([
        key,
        expect.arrayContaining(expected.statuses),
      ]);
      expect([key, parametersOf(operation)]).toEqual([
        key,
        expect.arrayContaining(expected.parameters),
      ]);
      for (const [status, names] of Object.entries(headers)) {
        expect([key, status, headersOf(operation, Number(status))]).toEqual([
          key,
          status,
          expect.arrayContaining(names),
        ]);
      }
    }
  });

  it('protects every operation but the public ones, and documents their 401 challenge', () => {
    for (const [key, operation] of operations) {
      const challenge = (operation.responses['401'] as ResponseObject)
        ?.headers?.['WWW-Authenticate'];
      if (PUBLIC.includes(key)) {
        expect([key, operation.security]).toEqual([key, undefined]);
      } else {
        expect([key, operation.security]).toEqual([key, [{ bearer: [] }]]);
        expect([key, challenge]).toEqual([key, expect.anything()]);
      }
    }
  });

  it('documents 429 with Retry-After and the quota on every answer of a limited operation', () => {
    for (const [key, operation] of operations) {
      const limited = !UNLIMITED.includes(key);
      const tooMany = operation.responses['429'] as ResponseObject | undefined;
      expect([key, tooMany?.headers?.['Retry-After']]).toEqual([
        key,
        limited ? expect.anything() : undefined,
      ]);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[24]/.test(status)) continue;
        const headers = Object.keys((response as ResponseObject).headers ?? {});
        expect([key, status, headers.includes('RateLimit')]).toEqual([
          key,
          status,
          limited,
        ]);
      }
    }
  });

  it('documents closed JSON bodies, and merge-patch on PATCH (contract §2)', () => {
    for (const [key, operation] of operations) {
      const body = operation.requestBody as RequestBodyObject | undefined;
      if (!body) continue;
      expect([key, Object.keys(body.content)]).toEqual([
        key,
        key.startsWith('PATCH ')
          ? ['application/json', 'application/merge-patch+json']
          : ['application/json'],
      ]);
      const { $ref } = body.content['application/json']
        .schema as ReferenceObject;
      const schema = document.components!.schemas![
        $ref.replace('#/components/schemas/', '')
      ] as SchemaObject;
      expect([key, schema.additionalProperties]).toEqual([key, false]);
    }
  });

  it('reads well in Swagger UI: plain summaries, and no optional parameter filled in for "Try it out"', () => {
    for (const [key, operation] of operations) {
      expect([key, operation.summary]).toEqual([
        key,
        expect.not.stringMatching(/`/),
      ]);
      for (const parameter of (operation.parameters ?? []) as ParameterObject[])
        if (!parameter.required)
          expect([
            key,
            parameter.name,
            parameter.example,
            (parameter.schema as { example?: unknown } | undefined)?.example,
          ]).toEqual([key, parameter.name, undefined, undefined]);
    }
  });

  it('says that a write answered 503 may still have been stored (issue #38 item 15)', () => {
    for (const [key, operation] of operations) {
      const answer = operation.responses['503'] as ResponseObject | undefined;
      if (!answer || key.startsWith('GET ')) continue;
      expect([key, answer.description]).toEqual([
        key,
        expect.stringContaining('may still have been stored'),
      ]);
    }
  });

  it('documents every error as problem+json with an example, and X-Request-Id on every answer', () => {
    for (const [key, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const { content, headers } = response as ResponseObject;
        expect([key, status, Object.keys(headers ?? {})]).toEqual([
          key,
          status,
          expect.arrayContaining(['X-Request-Id']),
        ]);
        if (Number(status) < 400) continue;
        expect([key, status, content]).toEqual([
          key,
          status,
          {
            'application/problem+json': {
              schema: { $ref: '#/components/schemas/ProblemDetailsSchema' },
              example: expect.anything(),
            },
          },
        ]);
      }
    }
  });
});
