import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose changes change what the dashboard's voucher list shows. */
const LISTED_TABLES = ['voucher', 'voucher_booklet', 'company', 'booklet', 'voucher_category'];

/**
 * A version of everything the dashboard's voucher list shows, raised by the database itself
 * on every change of those tables (whoever makes it: any api process, a migration, a script).
 * Every process keeps the list in memory and reloads it when the committed version moved.
 */
export class VoucherListVersion1795500000001 implements MigrationInterface {
  name = 'VoucherListVersion1795500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "voucher_list_version" ("id" integer NOT NULL DEFAULT 1, "version" bigint NOT NULL DEFAULT 0, CONSTRAINT "PK_voucher_list_version" PRIMARY KEY ("id"), CONSTRAINT "CHK_voucher_list_version_one_row" CHECK ("id" = 1))`,
    );
    await queryRunner.query(`INSERT INTO "voucher_list_version" ("id", "version") VALUES (1, 0)`);
    await queryRunner.query(
      `CREATE FUNCTION "raise_voucher_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE "voucher_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
         RETURN NULL;
       END $$`,
    );
    for (const table of LISTED_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_changes_voucher_list" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "raise_voucher_list_version"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of LISTED_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_changes_voucher_list" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "raise_voucher_list_version"()`);
    await queryRunner.query(`DROP TABLE "voucher_list_version"`);
  }
}
