import { afterAll } from '@jest/globals';

/** Stops of what this test file started, in start order; undefined for a start that failed. */
const stops: Promise<(() => Promise<unknown>) | undefined>[] = [];

// Registered at the root of each test file that imports this module, it runs after the file's
// describe blocks and their afterAll hooks: a start that outlived its timed-out beforeAll ends
// after those hooks, which found nothing to stop.
afterAll(async () => {
  for (const stop of [...stops].reverse()) await (await stop)?.();
});

/**
 * Runs `stop` on what `start` brings up once the test file has run, whether or not the test
 * stopped it itself: `stop` must do nothing the second time. A start that fails has cleaned up.
 */
export function stopAfterFile<T>(
  start: T | Promise<T>,
  stop: (started: T) => Promise<unknown>,
): void {
  stops.push(
    Promise.resolve(start).then(
      (started) => () => stop(started),
      () => undefined,
    ),
  );
}
