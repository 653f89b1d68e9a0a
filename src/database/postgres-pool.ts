import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** The public counters of pg's pool: connections open, idle, and clients waiting for one. */
export type PostgresPool = Pick<
  pg.Pool,
  'totalCount' | 'idleCount' | 'waitingCount' | 'options'
>;

/** Each driver of `observedPg()`, with the pool TypeORM made from it. */
const pools = new WeakMap<object, pg.Pool>();

/**
 * pg as TypeORM's `driver` option (public, default `require('pg')`), remembering the pool TypeORM
 * makes with it: TypeORM itself gives no access to its pool.
 */
export async function observedPg(): Promise<object> {
  // Loaded here so that SQLite never loads it.
  const { default: pg } = await import('pg');
  const driver: object = Object.create(pg, {
    Pool: {
      value: class extends pg.Pool {
        constructor(config?: pg.PoolConfig) {
          super(config);
          pools.set(driver, this);
        }
      },
    },
  });
  return driver;
}

/** The pool of a PostgreSQL data source opened with `observedPg()`; undefined on SQLite. */
export const postgresPoolOf = (
  dataSource: DataSource,
): PostgresPool | undefined => {
  const { driver } = dataSource.options as { driver?: object };
  return driver ? pools.get(driver) : undefined;
};
