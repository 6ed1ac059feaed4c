import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A new voucher keeps the client's Idempotency-Key, so a repeat never creates a second one. */
export class VoucherIdempotencyKey1795810000000 implements MigrationInterface {
  name = 'VoucherIdempotencyKey1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD "idempotency_key" character varying(200), ADD "idempotency_fingerprint" character varying(64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "UQ_voucher_idempotency_key" UNIQUE ("idempotency_key")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "voucher" DROP CONSTRAINT "UQ_voucher_idempotency_key"`);
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP COLUMN "idempotency_fingerprint", DROP COLUMN "idempotency_key"`,
    );
  }
}
