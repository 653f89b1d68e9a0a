import { describe, expect, it } from '@jest/globals';
import type { DeliveryAttempts } from './delivery-attempts.js';
import type { Claimed, DeliveryStore } from './delivery-store.js';
import { DeliveryWorker } from './delivery-worker.js';

/** A promise and its resolve, to end a step when the test says. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('DeliveryWorker', () => {
  it('waits on stop for a claim in progress, and for the attempts it claimed', async () => {
    const claim = later<Claimed[]>();
    const attempt = later<void>();
    let claims = 0;
    const store = {
      claim: () => (++claims === 1 ? claim.promise : Promise.resolve([])),
    } as unknown as DeliveryStore;
    const attempts = {
      leaseMs: 1000,
      run: () => attempt.promise,
    } as unknown as DeliveryAttempts;
    const worker = new DeliveryWorker(store, attempts);
    worker.start();
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // The claim that was in flight at the stop returns a delivery: its attempt runs.
    claim.resolve([{} as Claimed]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    attempt.resolve();
    await stopping;
    expect(stopped).toBe(true);
    // Stopped: no claim after it.
    worker.wake();
    expect(claims).toBe(1);
  });
});
