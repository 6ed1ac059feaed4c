import type { MigrationInterface, QueryRunner } from 'typeorm';

import { OrderConfirmationMail1795337206491 } from './1795337206491-order-confirmation-mail.js';

const OUTBOX_TABLES = ['order_confirmation_mail', 'mail_outbox'];

/**
 * Mails wait in the job queue (pg-boss, in its own schema) instead of the two outbox tables. A
 * table that still holds unsent mail is kept: the api's first start moves that mail into the
 * queue and drops it (`carryOverOutbox`), as the queue's schema exists only once pg-boss started.
 */
export class MailsInJobQueue1795860000000 implements MigrationInterface {
  name = 'MailsInJobQueue1795860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of OUTBOX_TABLES) {
      await queryRunner.query(`DELETE FROM "${table}" WHERE "sent_at" IS NOT NULL`);
      const [{ unsent }] = (await queryRunner.query(
        `SELECT count(*)::int AS unsent FROM "${table}"`,
      )) as { unsent: number }[];
      if (unsent === 0) await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (!(await queryRunner.hasTable('mail_outbox'))) {
      await queryRunner.query(
        `CREATE TABLE "mail_outbox" ("id" SERIAL NOT NULL, "recipient" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "body" text NOT NULL, "kind" character varying(50) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"))`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_mail_outbox_next_attempt" ON "mail_outbox" ("next_attempt_at")`,
      );
    }
    if (!(await queryRunner.hasTable('order_confirmation_mail'))) {
      await new OrderConfirmationMail1795337206491().up(queryRunner);
    }
  }
}
