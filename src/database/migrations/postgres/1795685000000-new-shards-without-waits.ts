import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: a write that finds every shard of a counter held adds a new shard at a random
 * number, as before, but one that no open transaction is adding too. Two such writes that drew the
 * same number queued on each other's uncommitted row (the 17 open writers of
 * `row-counts.e2e-spec.ts` did, about once in 120 runs). A number in use, or taken by another
 * writer's transaction-scoped advisory lock, is drawn again. See docs/adr/0300.
 */
export class NewShardsWithoutWaits1795685000000 implements MigrationInterface {
  name = 'NewShardsWithoutWaits1795685000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION row_counts_add(counter text, delta bigint) RETURNS void LANGUAGE plpgsql AS $$
        DECLARE
          free smallint;
        BEGIN
          UPDATE row_counts SET count = count + delta WHERE name = counter AND shard = (
            SELECT shard FROM row_counts WHERE name = counter LIMIT 1 FOR UPDATE SKIP LOCKED
          );
          IF FOUND THEN
            RETURN;
          END IF;
          LOOP
            free := floor(random() * 32767)::smallint;
            CONTINUE WHEN EXISTS (SELECT 1 FROM row_counts WHERE name = counter AND shard = free)
              OR NOT pg_try_advisory_xact_lock(hashtext(counter), free);
            INSERT INTO row_counts (name, shard, count) VALUES (counter, free, delta)
              ON CONFLICT (name, shard) DO NOTHING;
            EXIT WHEN FOUND;
          END LOOP;
        END
      $$`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION row_counts_add(counter text, delta bigint) RETURNS void LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE row_counts SET count = count + delta WHERE name = counter AND shard = (
            SELECT shard FROM row_counts WHERE name = counter LIMIT 1 FOR UPDATE SKIP LOCKED
          );
          IF NOT FOUND THEN
            INSERT INTO row_counts (name, shard, count)
              VALUES (counter, floor(random() * 32767)::smallint, delta)
              ON CONFLICT (name, shard) DO UPDATE SET count = row_counts.count + EXCLUDED.count;
          END IF;
        END
      $$`,
    );
  }
}
