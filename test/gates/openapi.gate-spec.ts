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

interface ContractOperation {
  statuses: number[];
  parameters?: string[];
  /** Response headers, by status. */
  headers?: Record<number, string[]>;
}

/** Statuses of an operation that reads a JSON body (contract §2). */
const BODY = [400, 413, 415];

const LIST = {
  statuses: [200, 400, 401],
  parameters: ['page', 'limit', 'sort'],
  headers: { 200: ['X-Total-Count', 'Link'] },
};

/** The routes docs and lessons share (contract §6). */
function ownedResource(
  path: string,
  filters: string[],
): Record<string, ContractOperation> {
  const one = `/${path}/{id}`;
  const write = {
    statuses: [200, 401, 403, 404, 412, ...BODY],
    parameters: ['id', 'If-Match'],
    headers: { 200: ['ETag'] },
  };
  return {
    [`POST /${path}`]: {
      statuses: [201, 401, 403, ...BODY],
      headers: { 201: ['Location', 'ETag'] },
    },
    [`GET /${path}`]: {
      ...LIST,
      parameters: [...LIST.parameters, 'q', 'authorId', ...filters],
    },
    [`GET ${one}`]: {
      statuses: [200, 304, 400, 401, 404],
      parameters: ['id', 'If-None-Match'],
      headers: { 200: ['ETag'] },
    },
    [`PUT ${one}`]: write,
    [`PATCH ${one}`]: write,
    [`DELETE ${one}`]: {
      statuses: [200, 204, 400, 401, 403, 404, 409, 412],
      parameters: ['id', 'If-Match', 'Prefer'],
      headers: { 204: ['Preference-Applied'] },
    },
  };
}

/** Every operation of the contract (§1–§9), by `METHOD path` under the base URL. */
const CONTRACT: Record<string, ContractOperation> = {
  'POST /auth/token': { statuses: [200, 401, 429, ...BODY] },
  'DELETE /auth/token': { statuses: [204, 401] },
  'POST /users': {
    statuses: [201, 401, 403, 409, ...BODY],
    headers: { 201: ['Location'] },
  },
  'GET /users': { ...LIST, statuses: [...LIST.statuses, 403] },
  'GET /users/me': { statuses: [200, 401] },
  'GET /users/{id}': {
    statuses: [200, 400, 401, 403, 404],
    parameters: ['id'],
  },
  'PATCH /users/{id}': {
    statuses: [200, 401, 403, 404, 409, ...BODY],
    parameters: ['id'],
  },
  'DELETE /users/{id}': {
    statuses: [200, 400, 401, 403, 404, 409],
    parameters: ['id'],
  },
  ...ownedResource('docs', ['tag', 'reference']),
  // A taken reference.
  'POST /docs': {
    statuses: [201, 401, 403, 409, ...BODY],
    headers: { 201: ['Location', 'ETag'] },
  },
  ...ownedResource('lessons', ['docId']),
  'GET /lessons/{id}': {
    statuses: [200, 304, 400, 401, 404],
    parameters: ['id', 'expand', 'If-None-Match'],
    headers: { 200: ['ETag'] },
  },
  'GET /version': { statuses: [200] },
  'GET /healthcheck': { statuses: [200, 503] },
};

/** Open without a token (contract §4); every other operation is protected. */
const PUBLIC = ['POST /auth/token', 'GET /version', 'GET /healthcheck'];
/** Not rate limited (contract §8). */
const UNLIMITED = ['GET /healthcheck'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const BASE = '/api/v1';

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

  it('has exactly the operations of the contract', () => {
    expect([...operations.keys()].sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.each(Object.entries(CONTRACT))(
    '%s documents its statuses, parameters and headers',
    (key, contract) => {
      const operation = operations.get(key)!;
      const statuses = Object.keys(operation.responses).map(Number);
      expect(statuses).toEqual(expect.arrayContaining(contract.statuses));
      const parameters = (operation.parameters as ParameterObject[]).map(
        (parameter) => parameter.name,
      );
      expect(parameters).toEqual(
        expect.arrayContaining(contract.parameters ?? []),
      );
      for (const [status, headers] of Object.entries(contract.headers ?? {})) {
        const response = operation.responses[status] as ResponseObject;
        expect(Object.keys(response.headers ?? {})).toEqual(
          expect.arrayContaining(headers),
        );
      }
    },
  );

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
