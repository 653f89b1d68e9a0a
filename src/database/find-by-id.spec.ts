import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findById } from './find-by-id.js';
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
});
