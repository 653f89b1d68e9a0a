import { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import {
  fixedWindowRecord,
  type ThrottlerStorageRecord,
} from './fixed-window.js';

interface Window {
  count: number;
  endsAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * A fixed-window counter per key in this process, one Map lookup per request whatever the quota;
 * why a fixed window, and its price: ADR 0200.
 */
export class MemoryThrottlerStorage
  implements ThrottlerStorage, OnApplicationShutdown
{
  private readonly windows = new Map<string, Window>();
  // Expired windows are replaced on their next hit; the sweep drops the ones never hit again.
  private readonly sweeper = setInterval(
    () => this.sweep(),
    SWEEP_INTERVAL_MS,
  ).unref();

  /** Windows held, expired ones included until the next sweep. */
  get size(): number {
    return this.windows.size;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${key}`;
    const now = Date.now();
    let window = this.windows.get(id);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + ttl };
      this.windows.set(id, window);
    }
    if (window.count <= limit) {
      window.count += 1;
      if (window.count > limit && blockDuration > 0)
        window.endsAt = now + blockDuration;
    }
    return fixedWindowRecord(window.count, window.endsAt - now, limit);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(id);
    }
  }
}
