import type { Role } from './role.js';

/**
 * Users' roles, exact only while every change is announced to it (ADR 0104). Bypassed until
 * `open()` and after `close()`, and opened empty: changes missed meanwhile leave nothing stale.
 * A read keeps its result only if no eviction, `open()` or `close()` bumped the generation while
 * it ran, since what it read may predate the change.
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
