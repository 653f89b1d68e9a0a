import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { Thing, thingsDataSource } from '../../test/support/thing.js';
import { CONFLICT_RETRIES, Transactions } from './transactions.js';

describe('Transactions on SQLite: writes committed together', () => {
  const dataSource = thingsDataSource();
  let transactions: Transactions;
  beforeAll(async () => {
    await dataSource.initialize();
    transactions = new Transactions(dataSource);
    await dataSource.query(
      'CREATE TABLE children (id integer PRIMARY KEY, thing_id varchar REFERENCES things (id) DEFERRABLE INITIALLY DEFERRED)',
    );
  });
  afterAll(() => dataSource.destroy());

  const id = (n: number) =>
    `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const insert = (n: number) => (manager: EntityManager) =>
    manager.insert(Thing, {
      id: id(n),
      tags: [],
      createdAt: new Date(),
      note: null,
      secret: 's',
    });
  const stored = async () =>
    (await dataSource.getRepository(Thing).find())
      .map((thing) => thing.id)
      .sort();

  it('rolls back a write that fails alone, and commits the others waiting with it', async () => {
    const results = await Promise.allSettled([
      transactions.run(insert(1)),
      transactions.run(insert(2)),
      transactions.run(async (manager) => {
        await insert(3)(manager);
        throw new Error('refused');
      }),
      transactions.run(insert(4)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await stored()).toEqual([id(1), id(2), id(4)]);
  });

  it('runs a batch from its first write to its commit without giving the event loop a turn', async () => {
    await dataSource.getRepository(Thing).clear();
    let seen: Promise<string[]> | undefined;
    await Promise.all([
      transactions.run(async (manager) => {
        await insert(8)(manager);
        // A read the event loop would run if the batch gave it a turn before the next write.
        setImmediate(() => (seen = stored()));
      }),
      transactions.run(insert(9)),
    ]);
    while (!seen) await new Promise(setImmediate);
    expect(await seen).toEqual([id(8), id(9)]);
  });

  it('answers a write once its batch is committed: a commit that fails fails every write in it', async () => {
    await dataSource.getRepository(Thing).clear();
    const results = await Promise.allSettled([
      transactions.run(insert(5)),
      transactions.run(insert(6)),
      // Checked at COMMIT only: the batch with the writes above cannot commit.
      transactions.run((manager) =>
        manager.query('INSERT INTO children (id, thing_id) VALUES (1, ?)', [
          id(99),
        ]),
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(await stored()).toEqual([]);
    // The next batch commits.
    await transactions.run(insert(7));
    expect(await stored()).toEqual([id(7)]);
  });

  it('tells its commit listeners of each commit, before the writes are answered; not of a failed one', async () => {
    await dataSource.getRepository(Thing).clear();
    const answered: string[] = [];
    const told: string[][] = [];
    const off = transactions.onCommit(() => told.push([...answered]));
    const write = (n: number) =>
      transactions.run(insert(n)).then(() => answered.push(id(n)));
    await Promise.all([write(10), write(11)]);
    await transactions
      .run(async (manager) => {
        await insert(12)(manager);
        throw new Error('refused');
      })
      .catch(() => undefined);
    off();
    await write(13);
    // One batch, one commit, told before either write was answered; none for the rollback nor after `off`.
    expect(told).toEqual([[]]);
  });
});

describe('Transactions on PostgreSQL: writes that lose to concurrent ones', () => {
  // What TypeORM throws: the driver's error, with its SQLSTATE, inside a QueryFailedError.
  const failure = (code: string) =>
    Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('failed'), { code }),
    });
  const postgres = {
    options: { type: 'postgres' },
    manager: {},
    transaction: (work: (manager: EntityManager) => Promise<unknown>) =>
      work({} as EntityManager),
  } as unknown as DataSource;
  const transactions = new Transactions(postgres);
  /** A write that fails with `code` its first `failures` times. */
  const failing = (code: string, failures: number) => {
    const write = {
      attempts: 0,
      work: async () => {
        write.attempts += 1;
        if (write.attempts <= failures) throw failure(code);
        return 'done';
      },
    };
    return write;
  };

  it.each(['40P01', '40001'])(
    'runs a write that failed with %s again, in a transaction or alone',
    async (code) => {
      const write = failing(code, CONFLICT_RETRIES);
      await expect(transactions.run(write.work)).resolves.toBe('done');
      expect(write.attempts).toBe(CONFLICT_RETRIES + 1);
      const single = failing(code, 2);
      await expect(transactions.single(single.work)).resolves.toBe('done');
      expect(single.attempts).toBe(3);
    },
  );

  it('gives up after a bounded number of retries, with the last error', async () => {
    const write = failing('40P01', Infinity);
    await expect(transactions.run(write.work)).rejects.toMatchObject({
      driverError: { code: '40P01' },
    });
    expect(write.attempts).toBe(CONFLICT_RETRIES + 1);
  });

  it('tells its commit listeners of each write that succeeded, in a transaction or alone, once', async () => {
    let told = 0;
    const off = transactions.onCommit(() => (told += 1));
    await transactions.run(failing('40001', 1).work);
    await transactions.single(failing('40P01', 2).work);
    await transactions.run(failing('23505', 1).work).catch(() => undefined);
    off();
    await transactions.single(failing('23505', 0).work);
    expect(told).toBe(2);
  });

  it('does not run again a write that failed otherwise', async () => {
    const write = failing('23505', 1);
    await expect(transactions.run(write.work)).rejects.toMatchObject({
      driverError: { code: '23505' },
    });
    expect(write.attempts).toBe(1);
  });
});
