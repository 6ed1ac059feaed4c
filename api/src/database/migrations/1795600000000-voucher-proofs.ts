import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The print proofs (GzD) of a voucher in versions, and the decisions on them. Both are a record
 * that holds up later: the database refuses to change a row once written.
 */
export class VoucherProofs1795600000000 implements MigrationInterface {
  name = 'VoucherProofs1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "voucher_proof" ("id" SERIAL NOT NULL, "voucher_id" integer NOT NULL, "version" integer NOT NULL, "attachment_id" integer NOT NULL, "checksum" character varying(64) NOT NULL, "uploaded_by_user_id" integer, "uploaded_by_name" character varying(254) NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_voucher_proof" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_voucher_proof_voucher_version" ON "voucher_proof" ("voucher_id", "version")`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_proof" ADD CONSTRAINT "FK_voucher_proof_voucher" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_proof" ADD CONSTRAINT "FK_voucher_proof_attachment" FOREIGN KEY ("attachment_id") REFERENCES "attachment"("id") ON DELETE RESTRICT`,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_proof_decision" ("id" SERIAL NOT NULL, "voucher_id" integer NOT NULL, "proof_id" integer, "approved" boolean NOT NULL, "user_id" integer, "username" character varying(254) NOT NULL, "terms_accepted" boolean NOT NULL DEFAULT false, "comment" text NOT NULL DEFAULT '', "decided_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_voucher_proof_decision" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_voucher_proof_decision_voucher" ON "voucher_proof_decision" ("voucher_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_proof_decision" ADD CONSTRAINT "FK_voucher_proof_decision_voucher" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_proof_decision" ADD CONSTRAINT "FK_voucher_proof_decision_proof" FOREIGN KEY ("proof_id") REFERENCES "voucher_proof"("id") ON DELETE RESTRICT`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "refuse_proof_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'a print proof record is never changed once written';
       END $$`,
    );
    for (const table of ['voucher_proof', 'voucher_proof_decision']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_is_kept" BEFORE UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "refuse_proof_record_change"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "voucher_proof_decision"`);
    await queryRunner.query(`DROP TABLE "voucher_proof"`);
    await queryRunner.query(`DROP FUNCTION "refuse_proof_record_change"()`);
  }
}
