import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A new wallet link a client asked for, kept as a hash until its first opening. */
export class WalletLinkRenewal1795880000000 implements MigrationInterface {
  name = 'WalletLinkRenewal1795880000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet" ADD "renewed_token_hash" character(64)`);
    await queryRunner.query(
      `ALTER TABLE "wallet" ADD CONSTRAINT "UQ_65b926b12eec70260021d08aeca" UNIQUE ("renewed_token_hash")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "wallet" DROP CONSTRAINT "UQ_65b926b12eec70260021d08aeca"`,
    );
    await queryRunner.query(`ALTER TABLE "wallet" DROP COLUMN "renewed_token_hash"`);
  }
}
