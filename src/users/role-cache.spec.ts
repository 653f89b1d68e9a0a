import { describe, expect, it } from '@jest/globals';
import type { Role } from './role.js';
import { RoleCache } from './role-cache.js';

/** A role table read by the cache, counting its reads; `hold()` makes the next read wait. */
function table(roles: Record<string, Role>) {
  let reads = 0;
  let held: ((value?: unknown) => void) | undefined;
  let gate: Promise<unknown> | undefined;
  return {
    roles,
    get reads() {
      return reads;
    },
    load: async (id: string): Promise<Role | undefined> => {
      reads += 1;
      const role = roles[id];
      if (gate) {
        const waiting = gate;
        gate = undefined;
        await waiting;
      }
      return role;
    },
    hold() {
      gate = new Promise((resolve) => (held = resolve));
    },
    release() {
      held?.();
    },
  };
}

describe('RoleCache', () => {
  it('reads through to the database, keeping nothing, until it is open', async () => {
    const db = table({ a: 'admin' });
    const cache = new RoleCache(10);
    expect(await cache.read('a', db.load)).toBe('admin');
    expect(await cache.read('a', db.load)).toBe('admin');
    expect([db.reads, cache.size]).toEqual([2, 0]);
  });

  it('once open, keeps the role of an existing user, not the absence of one', async () => {
    const db = table({ a: 'admin' });
    const cache = new RoleCache(10);
    cache.open();
    expect(await cache.read('a', db.load)).toBe('admin');
    db.roles.a = 'reader';
    expect(await cache.read('a', db.load)).toBe('admin');
    expect(await cache.read('missing', db.load)).toBeUndefined();
    expect(await cache.read('missing', db.load)).toBeUndefined();
    expect(db.reads).toBe(3);
    expect([cache.has('a'), cache.has('missing')]).toEqual([true, false]);
  });

  it('reads again after an eviction or a clear', async () => {
    const db = table({ a: 'admin', b: 'author' });
    const cache = new RoleCache(10);
    cache.open();
    await cache.read('a', db.load);
    await cache.read('b', db.load);
    db.roles.a = 'reader';
    cache.evict('a');
    expect([cache.has('a'), cache.has('b')]).toEqual([false, true]);
    expect(await cache.read('a', db.load)).toBe('reader');
    cache.clear();
    expect([cache.size, cache.isOpen]).toEqual([0, true]);
  });

  it('does not keep what a read that started before an eviction returns', async () => {
    const db = table({ a: 'admin' });
    const cache = new RoleCache(10);
    cache.open();
    db.hold();
    const stale = cache.read('a', db.load);
    // The role changes and its eviction arrives while the read is still on its way.
    db.roles.a = 'reader';
    cache.evict('a');
    db.release();
    expect(await stale).toBe('admin');
    expect(cache.has('a')).toBe(false);
    expect(await cache.read('a', db.load)).toBe('reader');
  });

  it('does not keep what a read that overlapped a close and an open returns', async () => {
    const db = table({ a: 'admin' });
    const cache = new RoleCache(10);
    cache.open();
    db.hold();
    const read = cache.read('a', db.load);
    cache.close();
    cache.open();
    db.release();
    await read;
    expect(cache.size).toBe(0);
  });

  it('forgets everything and reads through once closed', async () => {
    const db = table({ a: 'admin' });
    const cache = new RoleCache(10);
    cache.open();
    await cache.read('a', db.load);
    cache.close();
    expect([cache.size, cache.isOpen]).toEqual([0, false]);
    db.roles.a = 'reader';
    expect(await cache.read('a', db.load)).toBe('reader');
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest stored', async () => {
    const db = table({ a: 'admin', b: 'author', c: 'reader' });
    const cache = new RoleCache(2);
    cache.open();
    for (const id of ['a', 'b', 'c']) await cache.read(id, db.load);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('never opens with a size of 0', async () => {
    const db = table({ a: 'admin' });
    const cache = new RoleCache(0);
    cache.open();
    await cache.read('a', db.load);
    expect([cache.isOpen, cache.size]).toEqual([false, 0]);
  });
});
