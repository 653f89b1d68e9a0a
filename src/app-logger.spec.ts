import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import pino from 'pino';
import { AppLogger } from './app-logger.js';

/** An AppLogger at trace level, and the JSON lines it wrote. */
function appLogger() {
  const lines: Record<string, any>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return {
    logger: new AppLogger(pino({ level: 'trace' }, destination)),
    lines,
  };
}

describe('AppLogger', () => {
  it("writes Nest's calls at pino's levels, the last parameter as the context", () => {
    const { logger, lines } = appLogger();
    logger.log('started', 'NestApplication');
    logger.warn('careful', 'AdminBootstrap');
    logger.verbose('details', 'X');
    logger.fatal('gone');
    expect(
      lines.map(({ level, msg, context }) => ({ level, msg, context })),
    ).toEqual([
      { level: 30, msg: 'started', context: 'NestApplication' },
      { level: 40, msg: 'careful', context: 'AdminBootstrap' },
      { level: 10, msg: 'details', context: 'X' },
      { level: 60, msg: 'gone', context: undefined },
    ]);
  });

  it('keeps an Error as err, an object as fields', () => {
    const { logger, lines } = appLogger();
    logger.error(new Error('boom'), 'ExceptionsHandler');
    logger.log({ migrations: 2 }, 'Database');
    expect(lines[0]).toMatchObject({
      level: 50,
      context: 'ExceptionsHandler',
      err: { message: 'boom', stack: expect.stringContaining('Error: boom') },
    });
    expect(lines[1]).toMatchObject({
      level: 30,
      migrations: 2,
      context: 'Database',
    });
  });

  it("turns an exception handler's (message, stack, context) into err", () => {
    const { logger, lines } = appLogger();
    const stack = 'Error: failed\n    at somewhere (file.js:1:1)';
    logger.error('failed', stack, 'ExceptionHandler');
    expect(lines[0]).toMatchObject({
      level: 50,
      context: 'ExceptionHandler',
      err: { message: 'failed', stack },
    });
  });
});
