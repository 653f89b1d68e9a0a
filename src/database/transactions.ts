import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, type FindOneOptions } from 'typeorm';

/**
 * Every write runs here, as one transaction. On SQLite TypeORM shares a single connection, so
 * transactions that overlap in time would nest (as savepoints) and a rollback would undo another
 * request's writes: there they run one after the other. PostgreSQL runs them concurrently.
 */
@Injectable()
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();
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

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialize) return this.dataSource.transaction(work);
    const result = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = result.catch(() => undefined);
    return result;
  }
}
