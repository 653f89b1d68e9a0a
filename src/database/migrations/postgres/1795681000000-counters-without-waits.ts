import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: a write adds to a shard of a counter that no other open transaction holds
 * (`SKIP LOCKED`), or to a new one, instead of to shard `pg_backend_pid() % 16`. Two backends
 * whose pids met modulo 16 waited on each other's shards, and two such writes touching the same
 * counters in different orders (tags `a, b` and `b, a`) deadlocked. See docs/adr/0300.
 */
export class CountersWithoutWaits1795681000000 implements MigrationInterface {
  name = 'CountersWithoutWaits1795681000000';

  async up(queryRunner: QueryRunner): Promise<void> {
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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION row_counts_add(counter text, delta bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO row_counts (name, shard, count) VALUES (counter, pg_backend_pid() % 16, delta)
        ON CONFLICT (name, shard) DO UPDATE SET count = row_counts.count + EXCLUDED.count
      $$`,
    );
  }
}
