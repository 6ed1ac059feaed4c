import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The voucher workflow: a voucher may be created before its booklet is chosen, the terms
 * acceptance names its user, and workflow mails wait in a durable outbox until sent.
 */
export class VoucherWorkflow1795500000000 implements MigrationInterface {
  name = 'VoucherWorkflow1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "voucher" ALTER COLUMN "booklet_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "voucher" ADD "terms_accepted_by_user_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_voucher_terms_accepted_by_user" FOREIGN KEY ("terms_accepted_by_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" SERIAL NOT NULL, "recipient" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "body" text NOT NULL, "kind" character varying(50) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_next_attempt" ON "mail_outbox" ("next_attempt_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_voucher_terms_accepted_by_user"`,
    );
    await queryRunner.query(`ALTER TABLE "voucher" DROP COLUMN "terms_accepted_by_user_id"`);
    await queryRunner.query(`ALTER TABLE "voucher" ALTER COLUMN "booklet_id" SET NOT NULL`);
  }
}
