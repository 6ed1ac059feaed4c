import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's voucher list names each voucher's booklets by region and year, so a renamed
 * region raises the list's version as the other listed tables do.
 */
export class VoucherListRegion1795850000000 implements MigrationInterface {
  name = 'VoucherListRegion1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER "region_changes_voucher_list" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "region" FOR EACH STATEMENT EXECUTE FUNCTION "raise_voucher_list_version"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "region_changes_voucher_list" ON "region"`);
  }
}
