import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner orders become a workflow: a type per line, an Idempotency-Key per order, the
 * quantities counted at a return's collection, who reported an inventory, and every state move.
 */
export class PartnerOrderWorkflow1795700000000 implements MigrationInterface {
  name = 'PartnerOrderWorkflow1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "partner_order" ADD "idempotency_key" character varying(200), ADD "idempotency_fingerprint" character varying(64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order" ADD CONSTRAINT "UQ_partner_order_idempotency_key" UNIQUE ("idempotency_key")`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_line" ADD "type" character varying(20) NOT NULL DEFAULT 'Commission'`,
    );
    await queryRunner.query(`ALTER TABLE "return_order_line" ADD "returned" integer`);
    await queryRunner.query(`ALTER TABLE "company_inventory_entry" ADD "user_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "company_inventory_entry" ADD CONSTRAINT "FK_company_inventory_entry_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "partner_order_state_change" ("id" SERIAL NOT NULL, "partner_order_id" integer, "return_order_id" integer, "from_state" character varying(20) NOT NULL, "to_state" character varying(20) NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" integer, "username" character varying(254) NOT NULL DEFAULT '', CONSTRAINT "PK_partner_order_state_change" PRIMARY KEY ("id"), CONSTRAINT "CHK_partner_order_state_change_one_order" CHECK (("partner_order_id" IS NULL) <> ("return_order_id" IS NULL)))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_partner_order_state_change_partner_order" ON "partner_order_state_change" ("partner_order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_partner_order_state_change_return_order" ON "partner_order_state_change" ("return_order_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_state_change" ADD CONSTRAINT "FK_partner_order_state_change_partner_order" FOREIGN KEY ("partner_order_id") REFERENCES "partner_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_state_change" ADD CONSTRAINT "FK_partner_order_state_change_return_order" FOREIGN KEY ("return_order_id") REFERENCES "return_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_state_change" ADD CONSTRAINT "FK_partner_order_state_change_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "partner_order_state_change"`);
    await queryRunner.query(
      `ALTER TABLE "company_inventory_entry" DROP CONSTRAINT "FK_company_inventory_entry_user"`,
    );
    await queryRunner.query(`ALTER TABLE "company_inventory_entry" DROP COLUMN "user_id"`);
    await queryRunner.query(`ALTER TABLE "return_order_line" DROP COLUMN "returned"`);
    await queryRunner.query(`ALTER TABLE "partner_order_line" DROP COLUMN "type"`);
    await queryRunner.query(
      `ALTER TABLE "partner_order" DROP CONSTRAINT "UQ_partner_order_idempotency_key"`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order" DROP COLUMN "idempotency_fingerprint", DROP COLUMN "idempotency_key"`,
    );
  }
}
