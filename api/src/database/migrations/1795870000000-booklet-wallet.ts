import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The booklet on the phone: every copy's activation code (a hash only), wallets per e-mail (their
 * link's token a hash only), the partner's redemption PIN, redemptions (one per copy and voucher)
 * and each copy's history.
 */
export class BookletWallet1795870000000 implements MigrationInterface {
  name = 'BookletWallet1795870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "wallet" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a780eacf7b5757c8003d122ff26" UNIQUE ("email"), CONSTRAINT "UQ_dae911af0f8b32ff20935322f81" UNIQUE ("token_hash"), CONSTRAINT "PK_bec464dd8d54c39c54fd32e2334" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "activation_code" ("id" SERIAL NOT NULL, "booklet_id" integer NOT NULL, "code_hash" character(64) NOT NULL, "wallet_id" integer, "activated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cf4f503f46abcadbee384243924" UNIQUE ("code_hash"), CONSTRAINT "PK_88ca3a5670491a970e48567065b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_444657cb89618abaa0797f015b" ON "activation_code" ("booklet_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_337e60a831cfc801f22c161d92" ON "activation_code" ("wallet_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "redemption" ("id" SERIAL NOT NULL, "activation_code_id" integer NOT NULL, "voucher_id" integer NOT NULL, "redeemed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "idempotency_key" character varying(200), "idempotency_fingerprint" character varying(64), CONSTRAINT "UQ_cdeacaed77148e4de8402d8e71e" UNIQUE ("idempotency_key"), CONSTRAINT "UQ_dbe9f106e11a916e25697efa3b8" UNIQUE ("activation_code_id", "voucher_id"), CONSTRAINT "PK_e96b16cd3061a61305951bc95a3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a7058ae021e40d223e491ded23" ON "redemption" ("voucher_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "wallet_event" ("id" SERIAL NOT NULL, "activation_code_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "email" character varying(254) NOT NULL, "from_email" character varying(254), "voucher_id" integer, "user_id" integer, "username" character varying(254) NOT NULL DEFAULT '', "happened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cdd8c70f23d9e9a0f391ef6db6b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4e638228cf3a1748a99b33e096" ON "wallet_event" ("activation_code_id")`,
    );
    await queryRunner.query(`ALTER TABLE "company" ADD "redemption_pin" character varying(6)`);
    await queryRunner.query(
      `ALTER TABLE "activation_code" ADD CONSTRAINT "FK_444657cb89618abaa0797f015b3" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activation_code" ADD CONSTRAINT "FK_337e60a831cfc801f22c161d92f" FOREIGN KEY ("wallet_id") REFERENCES "wallet"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "redemption" ADD CONSTRAINT "FK_51834db0e443c5a04f8bd66e0e6" FOREIGN KEY ("activation_code_id") REFERENCES "activation_code"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "redemption" ADD CONSTRAINT "FK_a7058ae021e40d223e491ded231" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "wallet_event" ADD CONSTRAINT "FK_4e638228cf3a1748a99b33e096a" FOREIGN KEY ("activation_code_id") REFERENCES "activation_code"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "wallet_event" ADD CONSTRAINT "FK_9a1d7fe2db3ce7441cde69db7d4" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "wallet_event" ADD CONSTRAINT "FK_13cb4956c0b0b4404c94e78c2f0" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "wallet_event"`);
    await queryRunner.query(`DROP TABLE "redemption"`);
    await queryRunner.query(`DROP TABLE "activation_code"`);
    await queryRunner.query(`DROP TABLE "wallet"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "redemption_pin"`);
  }
}
