import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The fingerprint of the request an Idempotency-Key first came with. */
export class IdempotencyFingerprint1795400000000 implements MigrationInterface {
  name = 'IdempotencyFingerprint1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "idempotency_fingerprint" character varying(64)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "idempotency_fingerprint"`);
  }
}
