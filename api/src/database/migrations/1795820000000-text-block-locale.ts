import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Text blocks per language: the existing ones are German, a canonical is unique per language. */
export class TextBlockLocale1795820000000 implements MigrationInterface {
  name = 'TextBlockLocale1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "text_block" ADD "locale" character varying(5) NOT NULL DEFAULT 'de-CH'`,
    );
    await queryRunner.query(
      `ALTER TABLE "text_block" DROP CONSTRAINT "UQ_815a00e43db425c0129c5ea9db0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "text_block" ADD CONSTRAINT "UQ_text_block_canonical_locale" UNIQUE ("canonical", "locale")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "text_block" WHERE "locale" <> 'de-CH'`);
    await queryRunner.query(
      `ALTER TABLE "text_block" DROP CONSTRAINT "UQ_text_block_canonical_locale"`,
    );
    await queryRunner.query(
      `ALTER TABLE "text_block" ADD CONSTRAINT "UQ_815a00e43db425c0129c5ea9db0" UNIQUE ("canonical")`,
    );
    await queryRunner.query(`ALTER TABLE "text_block" DROP COLUMN "locale"`);
  }
}
