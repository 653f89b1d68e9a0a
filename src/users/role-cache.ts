import type { Role } from './role.js';

/**
 * The roles of existing users, kept in this process so that authenticating a request need not
 * read the `users` row each time. It is exact only as long as something tells it of every change
 * to a user's role or existence: on PostgreSQL, `RoleChangeListener` (a `LISTEN` on the
 * notifications of a trigger on `users`) and `UsersService`'s own writes, as soon as they commit.
 *
 * Until `open()` (and again after `close()`) the cache is bypassed: every read goes to the
 * database and nothing is kept. That is its state on SQLite, where the read is cheap and there is
 * one instance, and on PostgreSQL whenever the listener is not connected: notifications missed
 * then cannot leave a stale entry, since `open()` starts empty.
 *
 * A read that started before an eviction must not store what it read, which may be older than the
 * change the eviction announced: every eviction, `open()` and `close()` bumps a generation, and a
 * read stores its result only if the generation did not change meanwhile. Users that do not exist
 * are not kept (creating one then needs no eviction). At most `maxEntries` are kept, the oldest
 * stored leaving first.
 */
export class RoleCache {
  private readonly entries = new Map<string, Role>();
  private generation = 0;
  private live = false;

  constructor(readonly maxEntries: number) {}

  /** Whether reads are served from the cache (the listener is connected). */
  get isOpen(): boolean {
    return this.live;
  }

  /** How many roles are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether `id`'s role is kept. */
  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** `id`'s role: the kept one, else `load(id)`'s (kept if nothing was evicted meanwhile). */
  read(
    id: string,
    load: (id: string) => Promise<Role | undefined>,
  ): Promise<Role | undefined> {
    if (!this.live) return load(id);
    const kept = this.entries.get(id);
    return kept === undefined
      ? this.loadAndKeep(id, load)
      : Promise.resolve(kept);
  }

  /** Forgets `id`'s role: it changed, or the user was deleted. */
  evict(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** Forgets every role (e.g. `users` was truncated), staying open. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Starts serving reads, empty: from now on every change is announced. */
  open(): void {
    this.clear();
    this.live = this.maxEntries > 0;
  }

  /** Stops serving reads and forgets every role: changes may go unannounced. */
  close(): void {
    this.live = false;
    this.clear();
  }

  private async loadAndKeep(
    id: string,
    load: (id: string) => Promise<Role | undefined>,
  ): Promise<Role | undefined> {
    const generation = this.generation;
    const role = await load(id);
    if (role !== undefined && this.live && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest stored.
        this.entries.delete(this.entries.keys().next().value as string);
      }
      this.entries.set(id, role);
    }
    return role;
  }
}
