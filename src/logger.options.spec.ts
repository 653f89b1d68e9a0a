import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { batchedLines, loggerOptions, logRequests } from './logger.options.js';

/** The production logger's options, writing its lines into `lines`. */
function productionLogger(lines: Record<string, unknown>[]) {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return pino(loggerOptions('info'), destination);
}

describe('logRequests', () => {
  it('writes one line per request: id, method, URL, status and time, never a header', async () => {
    const lines: Record<string, unknown>[] = [];
    const fastify = Fastify({ genReqId: () => 'request-1' });
    logRequests(fastify, productionLogger(lines));
    fastify.get('/things', async () => ({ ok: true }));

    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${address}/things?page=2`, {
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret' },
    });
    await fastify.close();

    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        requestId: 'request-1',
        req: { id: 'request-1', method: 'GET', url: '/things?page=2' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('still redacts secrets in the other logs', () => {
    const lines: Record<string, unknown>[] = [];
    productionLogger(lines).info(
      { body: { password: 'hunter2' } },
      'signed in',
    );
    expect(lines[0]).toMatchObject({ body: { password: '[redacted]' } });
  });
});

describe('batchedLines', () => {
  it('writes every line whole, whatever its characters, in batches', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'syllabus-log-')), 'log');
    const fd = openSync(file, 'w');
    const destination = batchedLines(fd);
    const logger = pino(destination);
    const messages = Array.from(
      { length: 100 },
      (_, i) => `line ${i}: é ✓ 🦊 ${'x'.repeat(i * 7)}`,
    );
    messages.slice(0, 3).forEach((message) => logger.info(message));
    // Less than a batch: nothing written yet.
    expect(readFileSync(file, 'utf8')).toBe('');
    messages.slice(3).forEach((message) => logger.info(message));
    // Writes what is left, then closes the file.
    await new Promise((closed) => {
      destination.on('close', closed);
      destination.end();
    });

    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(messages);
  });
});
