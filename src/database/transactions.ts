import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager, type FindOneOptions } from 'typeorm';
import { isTransactionConflict } from './database-unavailable.js';

/** How many waiting writes SQLite commits together at most. */
const BATCH = 64;

/** How often a PostgreSQL write that lost a deadlock or a serialization check is run again. */
export const CONFLICT_RETRIES = 4;

interface Waiting {
  work: (manager: EntityManager) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Every write runs here, as one transaction. PostgreSQL runs them concurrently. On SQLite TypeORM
 * shares a single connection, so transactions that overlap in time would nest and a rollback
 * would undo another request's writes: there they run one after the other, and those waiting
 * when a commit ends are committed together (group commit, ADR 0508). Each runs in a savepoint
 * of its own: one that fails is rolled back alone. Each is answered once its batch is committed.
 * On PostgreSQL a write that fails by deadlock or serialization (40P01, 40001) is run again, a few
 * times at most, after a short random wait: `work` must do nothing but its statements.
 */
@Injectable()
export class Transactions {
  private readonly waiting: Waiting[] = [];
  private draining = false;
  private readonly commitListeners = new Set<() => void>();
  private readonly serialize: boolean;
  /**
   * The `lock` option of a read that a write in the same transaction depends on (`SELECT … FOR
   * UPDATE` on PostgreSQL; SQLite transactions already run one at a time).
   */
  readonly forUpdate: FindOneOptions['lock'];

  constructor(private readonly dataSource: DataSource) {
    this.serialize = dataSource.options.type === 'better-sqlite3';
    this.forUpdate = this.serialize ? undefined : { mode: 'pessimistic_write' };
  }

  /**
   * Calls `listener` after each commit of a write of this instance, before the write is answered
   * (it must not throw: the write stands); answers the unsubscribe.
   */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialize)
      return this.retried(() => this.dataSource.transaction(work)).then(
        this.committed,
      );
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        work,
        resolve: resolve as Waiting['resolve'],
        reject,
      });
      if (!this.draining) {
        this.draining = true;
        // After the requests the event loop has read so far: they wait here too.
        setImmediate(() => void this.drain());
      }
    });
  }

  /**
   * A write of one statement, atomic alone: on PostgreSQL it runs without `BEGIN` and `COMMIT`
   * (two round trips fewer); on SQLite it waits its turn as any write.
   */
  single<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.serialize
      ? this.run(work)
      : this.retried(() => work(this.dataSource.manager)).then(this.committed);
  }

  private readonly committed = <T>(result: T): T => {
    for (const listener of this.commitListeners) listener();
    return result;
  };

  private async retried<T>(attempt: () => Promise<T>): Promise<T> {
    for (let retry = 1; ; retry++) {
      try {
        return await attempt();
      } catch (error) {
        if (retry > CONFLICT_RETRIES || !isTransactionConflict(error))
          throw error;
        // Jittered, growing (up to 5, 10, 20, 40 ms): the writes that met do not meet again.
        await sleep(Math.random() * 5 * 2 ** (retry - 1));
      }
    }
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH);
      const done = new Map<Waiting, unknown>();
      const failed = new Set<Waiting>();
      try {
        await this.dataSource.transaction(async (manager) => {
          for (const write of batch) {
            try {
              // A nested transaction: a savepoint, released or rolled back.
              done.set(write, await manager.transaction(write.work));
            } catch (error) {
              failed.add(write);
              write.reject(error);
            }
          }
        });
        if (done.size > 0) this.committed(undefined);
        for (const [write, result] of done) write.resolve(result);
      } catch (error) {
        // The batch was not committed: none of its writes stands.
        for (const write of batch) if (!failed.has(write)) write.reject(error);
      }
      // The requests read meanwhile join the next batch.
      await new Promise(setImmediate);
    }
    this.draining = false;
  }
}
