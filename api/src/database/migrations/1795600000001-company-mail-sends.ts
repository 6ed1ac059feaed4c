import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company mail counts whom it reached and keeps the client's Idempotency-Key. */
export class CompanyMailSends1795600000001 implements MigrationInterface {
  name = 'CompanyMailSends1795600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "company_mail" ADD "num_companies" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail" ADD "num_recipients" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail" ADD "idempotency_key" character varying(200)`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail" ADD "idempotency_fingerprint" character varying(64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail" ADD CONSTRAINT "UQ_fd4936def3218fcae13afd1d93a" UNIQUE ("idempotency_key")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "company_mail" DROP CONSTRAINT "UQ_fd4936def3218fcae13afd1d93a"`,
    );
    await queryRunner.query(`ALTER TABLE "company_mail" DROP COLUMN "idempotency_fingerprint"`);
    await queryRunner.query(`ALTER TABLE "company_mail" DROP COLUMN "idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "company_mail" DROP COLUMN "num_recipients"`);
    await queryRunner.query(`ALTER TABLE "company_mail" DROP COLUMN "num_companies"`);
  }
}
