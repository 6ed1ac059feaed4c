import type { MigrationInterface, QueryRunner } from 'typeorm';

import { OrderConfirmationMail1795337206491 } from './1795337206491-order-confirmation-mail.js';

/**
 * Mails wait in the job queue (pg-boss, in its own schema) instead of the two outbox tables.
 * Mails still unsent in them when this runs are not carried over.
 */
export class MailsInJobQueue1795860000000 implements MigrationInterface {
  name = 'MailsInJobQueue1795860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_confirmation_mail"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" SERIAL NOT NULL, "recipient" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "body" text NOT NULL, "kind" character varying(50) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_next_attempt" ON "mail_outbox" ("next_attempt_at")`,
    );
    await new OrderConfirmationMail1795337206491().up(queryRunner);
  }
}
