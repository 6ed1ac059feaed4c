import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox of order confirmation mails, retried until sent. */
export class OrderConfirmationMail1795337206491 implements MigrationInterface {
  name = 'OrderConfirmationMail1795337206491';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_confirmation_mail" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "locale" character varying(5) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_order_confirmation_mail" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_order_confirmation_mail_order" ON "order_confirmation_mail" ("order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_confirmation_mail_next_attempt" ON "order_confirmation_mail" ("next_attempt_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_confirmation_mail" ADD CONSTRAINT "FK_order_confirmation_mail_order" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_confirmation_mail"`);
  }
}
