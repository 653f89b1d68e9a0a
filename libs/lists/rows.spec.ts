import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { In } from 'typeorm';
import { findById, findByIds } from './rows.js';
import { Thing, thingsDataSource } from '../../test/support/thing.js';

describe('findById', () => {
  const dataSource = thingsDataSource();
  const id = '5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0';
  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.getRepository(Thing).insert({
      id,
      tags: ['sql', 'http'],
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      note: null,
      secret: 'hidden',
    });
  });
  afterAll(() => dataSource.destroy());

  it('hydrates the entity as findOneBy does (dates, JSON, nulls, no unselected column)', async () => {
    const repository = dataSource.getRepository(Thing);
    const found = await findById(repository)(id);
    expect(found).toBeInstanceOf(Thing);
    expect(found).toEqual(await repository.findOneBy({ id }));
    expect(found?.createdAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
  });

  it('reads and sets only the selected properties, as findOne({ where, select }) does', async () => {
    const repository = dataSource.getRepository(Thing);
    const found = await findById(repository, ['tags', 'createdAt'])(id);
    expect(found).toBeInstanceOf(Thing);
    expect(found).toEqual(
      await repository.findOne({
        where: { id },
        select: { tags: true, createdAt: true },
      }),
    );
    expect(found).toEqual({
      tags: ['sql', 'http'],
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    });
  });

  it('refuses a property that is not a column', () => {
    expect(() =>
      findById(dataSource.getRepository(Thing), ['nothing' as 'note']),
    ).toThrow('Thing has no column nothing');
  });

  it('is null for an unknown id', async () => {
    const find = findById(dataSource.getRepository(Thing));
    expect(await find('0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11')).toBeNull();
  });

  describe('findByIds', () => {
    const others = [
      'a1d0c4e2-6b7f-4c1e-9d2a-3b4c5d6e7f80',
      'b2e1d5f3-7c80-4d2f-8e3b-4c5d6e7f8091',
    ];
    beforeAll(async () => {
      await dataSource.getRepository(Thing).insert(
        others.map((otherId, i) => ({
          id: otherId,
          tags: [`t${i}`],
          createdAt: new Date(Date.UTC(2026, 0, 3 + i)),
          note: `note ${i}`,
          secret: 'hidden',
        })),
      );
    });
    afterAll(() => dataSource.getRepository(Thing).delete(others));

    const byId = (things: Thing[]) =>
      [...things].sort((a, b) => a.id.localeCompare(b.id));

    it('hydrates the rows as find({ where: { id: In(ids) } }) does', async () => {
      const repository = dataSource.getRepository(Thing);
      const ids = [others[1], id, '0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11'];
      const found = await findByIds(repository)(ids);
      expect(found).toHaveLength(2);
      found.forEach((thing) => expect(thing).toBeInstanceOf(Thing));
      expect(byId(found)).toEqual(
        byId(await repository.find({ where: { id: In(ids) } })),
      );
    });

    it('reads only the selected properties', async () => {
      const repository = dataSource.getRepository(Thing);
      const found = await findByIds(repository, ['id', 'note'])(others);
      expect(byId(found)).toEqual(
        byId(
          await repository.find({
            where: { id: In(others) },
            select: { id: true, note: true },
          }),
        ),
      );
    });

    it('reads nothing for no ids', async () => {
      expect(await findByIds(dataSource.getRepository(Thing))([])).toEqual([]);
    });
  });
});
