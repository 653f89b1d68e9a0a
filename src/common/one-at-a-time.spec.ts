import { describe, expect, it } from '@jest/globals';
import { AsyncLocalStorage } from 'node:async_hooks';
import { OneAtATime } from './one-at-a-time.js';

const turn = () => new Promise(setImmediate);

describe('OneAtATime', () => {
  it('runs once more after a run during which it was triggered, however often; never two at once', async () => {
    let running = 0;
    let runs = 0;
    let release!: () => void;
    const work = new OneAtATime(
      async () => {
        running += 1;
        expect(running).toBe(1);
        runs += 1;
        if (runs === 1)
          await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
      (error) => {
        throw error;
      },
    );
    work.trigger();
    work.trigger();
    work.trigger();
    release();
    while (runs < 2) await turn();
    await turn();
    expect(runs).toBe(2);
    // Idle again: the next trigger runs at once.
    work.trigger();
    expect(runs).toBe(3);
  });

  it('runs again while work answers true; a failure goes to `failed`, and the next trigger runs again', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const work = new OneAtATime(
      async () => {
        runs += 1;
        if (runs === 3) throw new Error('gone');
        return runs < 5;
      },
      (error) => failures.push(error),
    );
    work.trigger();
    while (failures.length === 0) await turn();
    await turn();
    expect([runs, failures]).toEqual([3, [new Error('gone')]]);
    work.trigger();
    while (runs < 5) await turn();
    await turn();
    expect(runs).toBe(5);
  });

  it('runs in the async context it was made in, whoever triggers it', async () => {
    const context = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const work = context.run(
      'made',
      () =>
        new OneAtATime(
          async () => {
            await turn();
            seen.push(context.getStore());
          },
          () => undefined,
        ),
    );
    context.run('triggered', work.trigger);
    // Once more, from no context: the run after the first.
    work.trigger();
    while (seen.length < 2) await turn();
    expect(seen).toEqual(['made', 'made']);
  });

  it('starts no run once stopped, until started again; stop waits for the run in progress', async () => {
    let runs = 0;
    let ended = false;
    let release!: () => void;
    const work = new OneAtATime(
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
        ended = true;
      },
      () => undefined,
    );
    work.trigger();
    work.trigger();
    const stopped = work.stop();
    release();
    await stopped;
    expect([runs, ended]).toEqual([1, true]);
    work.trigger();
    await turn();
    expect(runs).toBe(1);
    work.start();
    work.trigger();
    expect(runs).toBe(2);
    release();
  });
});
