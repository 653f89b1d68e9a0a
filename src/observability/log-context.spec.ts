import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { enterRequestContext, logContext } from './log-context.js';

/** A POST whose body arrives well after its headers, as a slow client sends it. */
async function postLate(url: string, id: string): Promise<unknown> {
  const sent = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': id },
  });
  sent.flushHeaders();
  await delay(50);
  sent.end('{"late": true}');
  const response = await new Promise<NodeJS.ReadableStream>((resolve) =>
    sent.on('response', resolve),
  );
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return JSON.parse(body);
}

describe('enterRequestContext', () => {
  it("gives the handler's work, after a late body, the id of its request", async () => {
    const fastify = Fastify({
      genReqId: (raw) => String(raw.headers['x-request-id']),
    });
    enterRequestContext(fastify);
    fastify.post('/things', async () => {
      await delay(5);
      return logContext();
    });
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answers = await Promise.all(
        ['a', 'b', 'c'].map((id) => postLate(`${address}/things`, id)),
      );
      expect(answers).toEqual([
        { requestId: 'a' },
        { requestId: 'b' },
        { requestId: 'c' },
      ]);
    } finally {
      await fastify.close();
    }
  });

  it('adds nothing outside a request, where tracing is off', () => {
    expect(logContext()).toEqual({});
  });
});
