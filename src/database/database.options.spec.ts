import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database.options.js';

describe('databaseOptions on a SQLite file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'syllabus-options-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the file through a memory map, checkpoints every 10,000 pages and folds searched text beyond ASCII', async () => {
    const dataSource = await new DataSource(
      databaseOptions(`sqlite:${join(folder, 'data', 'test.sqlite')}`),
    ).initialize();
    try {
      const [{ mmap_size: mapped }] =
        await dataSource.query<{ mmap_size: number }[]>('PRAGMA mmap_size');
      const [{ synchronous }] =
        await dataSource.query<{ synchronous: number }[]>('PRAGMA synchronous');
      const [{ wal_autocheckpoint: checkpoint }] = await dataSource.query<
        { wal_autocheckpoint: number }[]
      >('PRAGMA wal_autocheckpoint');
      const [{ lowered }] = await dataSource.query<{ lowered: string }[]>(
        `SELECT lists_searched_text('ÉCOLE, Ｇo!') AS lowered`,
      );
      expect({ mapped, synchronous, checkpoint, lowered }).toEqual({
        mapped: 0x7fff0000,
        synchronous: 1,
        checkpoint: 10_000,
        lowered: 'ecole go',
      });
    } finally {
      await dataSource.destroy();
    }
  });
});
