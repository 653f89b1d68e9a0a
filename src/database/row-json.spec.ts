import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Thing } from '../../test/support/thing.js';
import { createPostgresTestDatabase } from '../../test/support/database.js';
import { describeWith } from '../../test/support/needs.js';
import { rowJson } from './row-json.js';
import type { ScratchDatabase } from './scratch-database.js';

/** A DTO of `Thing` that copies its columns, as a DTO's `from` does. */
const shown = (thing: Thing) => ({
  note: thing.note,
  id: thing.id,
  createdAt: thing.createdAt.toISOString(),
  tags: thing.tags,
});

describeWith('PostgreSQL')('rowJson (PostgreSQL)', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      entities: [Thing],
      synchronize: true,
    });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('builds in the database the JSON a DTO that copies columns makes of each row, in its order', async () => {
    const repository = dataSource.getRepository(Thing);
    const things = [
      repository.create({
        id: '5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0',
        tags: ['é', 'a"b\\c', '🎓'],
        createdAt: new Date(Date.UTC(2026, 10, 29, 23, 59, 59, 7)),
        note: 'line\nbreak \u2028 \u0001 </script>',
        secret: 'hidden',
      }),
      repository.create({
        id: 'a1d0c4e2-6b7f-4c1e-9d2a-3b4c5d6e7f80',
        tags: [],
        createdAt: new Date(Date.UTC(1999, 0, 1)),
        note: null,
        secret: 'hidden',
      }),
    ];
    await repository.insert(things);
    const json = rowJson(repository, shown);
    expect(json).toMatch(/^json_build_object\('note', /);
    const rows = await dataSource.query<{ data: string }[]>(
      `SELECT ${json}::text AS data FROM things ORDER BY id`,
    );
    expect(rows.map(({ data }) => JSON.parse(data))).toEqual(things.map(shown));
    expect(rows.map(({ data }) => Object.keys(JSON.parse(data)))).toEqual([
      ['note', 'id', 'createdAt', 'tags'],
      ['note', 'id', 'createdAt', 'tags'],
    ]);
  });

  it('leaves out a field the DTO leaves undefined', () => {
    expect(
      rowJson(dataSource.getRepository(Thing), (thing) => ({
        id: thing.id,
        expanded: undefined,
      })),
    ).toBe(`json_build_object('id', "id")`);
  });

  it('answers undefined for a DTO that computes, renames or shows what is no column', () => {
    const repository = dataSource.getRepository(Thing);
    const dtos = [
      (thing: Thing) => ({ id: thing.id, note: thing.note?.toUpperCase() }),
      (thing: Thing) => ({ id: thing.id, remark: thing.note }),
      (thing: Thing) => ({ id: thing.id, tagCount: thing.tags.length }),
      () => {
        throw new Error('needs a relation');
      },
    ];
    for (const dto of dtos) expect(rowJson(repository, dto)).toBeUndefined();
  });
});
