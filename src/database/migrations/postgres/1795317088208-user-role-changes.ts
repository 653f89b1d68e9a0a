import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: triggers that announce, on the `users_role_changed` channel, every change that
 * can make a cached role stale (see `RoleChangeListener`). A role change, an id change (the old id
 * no longer names a user) or a deletion notifies the old id; a TRUNCATE notifies `*`. NOTIFY is
 * delivered at commit, and not at all when the transaction rolls back.
 */
export class UserRoleChanges1795317088208 implements MigrationInterface {
  name = 'UserRoleChanges1795317088208';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "users_role_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('users_role_changed', '*');
  ELSE
    PERFORM pg_notify('users_role_changed', OLD."id"::text);
  END IF;
  RETURN NULL;
END
$$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "users_role_changed" AFTER UPDATE OF "role", "id" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_role_changed"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "users_role_changed"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "users_truncated" ON "users"`);
    await queryRunner.query(`DROP TRIGGER "users_role_changed" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "users_role_changed"()`);
  }
}
