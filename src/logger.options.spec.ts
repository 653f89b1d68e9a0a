import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import type { Options } from 'pino-http';
import { pinoHttp } from 'pino-http';
import { loggerOptions, logRequests } from './logger.options.js';

/** The logger nestjs-pino builds from the production options, writing its lines into `lines`. */
function productionLogger(lines: Record<string, unknown>[]) {
  const [options] = loggerOptions('info', 'production').pinoHttp as [Options];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return pinoHttp(options, destination).logger;
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
