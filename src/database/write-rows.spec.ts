import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deleteStatement, insertStatement } from './write-rows.js';
import { Thing, thingsDataSource } from '../../test/support/thing.js';

describe('insertStatement and deleteStatement', () => {
  const dataSource = thingsDataSource();
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  const thing = (id: string, i: number) =>
    dataSource.getRepository(Thing).create({
      id,
      tags: [`t${i}`, 'é'],
      createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678 + i)),
      note: i % 2 ? null : `note ${i}`,
      secret: `hidden ${i}`,
    });
  const ids = [
    '5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0',
    'a1d0c4e2-6b7f-4c1e-9d2a-3b4c5d6e7f80',
    'b2e1d5f3-7c80-4d2f-8e3b-4c5d6e7f8091',
  ];

  it('stores every column of each row as repository.insert does (dates, JSON, nulls, unselected columns)', async () => {
    const repository = dataSource.getRepository(Thing);
    const insert = insertStatement(repository);
    await dataSource.transaction((manager) =>
      manager.query(...insert([thing(ids[0], 0), thing(ids[1], 1)])),
    );
    await dataSource.query(...insert([thing(ids[2], 2)]));
    const stored = await repository.find({
      select: {
        id: true,
        tags: true,
        createdAt: true,
        note: true,
        secret: true,
      },
      order: { id: 'ASC' },
    });
    expect(stored).toEqual(ids.map(thing));
    const raw = await dataSource.query('SELECT * FROM things ORDER BY id');
    await repository.clear();
    await repository.insert(ids.map(thing));
    expect(raw).toEqual(
      await dataSource.query('SELECT * FROM things ORDER BY id'),
    );
  });

  it('deletes one row by its id if its other columns match, and returns a row if it deleted one', async () => {
    const repository = dataSource.getRepository(Thing);
    const remove = deleteStatement(repository);
    const before = await repository.findOneBy({ id: ids[1] });
    expect(
      await dataSource.query(...remove(ids[1], { note: 'not its note' })),
    ).toHaveLength(0);
    expect(
      await dataSource.query(
        ...remove(ids[1], { createdAt: before!.createdAt, tags: undefined }),
      ),
    ).toHaveLength(1);
    expect(await dataSource.query(...remove(ids[1]))).toHaveLength(0);
    expect((await repository.find()).map(({ id }) => id).sort()).toEqual([
      ids[0],
      ids[2],
    ]);
  });
});
