import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersAndSessions1795306000000 implements MigrationInterface {
  name = 'UsersAndSessions1795306000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "pseudo" varchar(40) NOT NULL, "pseudo_key" varchar(40) NOT NULL, "role" varchar(10) NOT NULL, "password_hash" varchar(200) NOT NULL, "created_at" datetime(3) NOT NULL, "updated_at" datetime(3) NOT NULL, CONSTRAINT "users_pseudo_key_key" UNIQUE ("pseudo_key"), CONSTRAINT "users_email_key" UNIQUE ("email"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" varchar PRIMARY KEY NOT NULL, "user_id" varchar NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime(3) NOT NULL, "expires_at" datetime(3) NOT NULL, "revoked_at" datetime(3), CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "sessions_user_id" ON "sessions" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "sessions_user_id"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
