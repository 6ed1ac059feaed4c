import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { MailOutboxEntry } from '../entities/mail-outbox-entry.entity.js';
import { MailService } from '../mail.service.js';
import type { MailMessage } from '../mail-message.js';
import { OUTBOX_CLAIM_LEASE_MS, OUTBOX_POLL_INTERVAL_MS, retryDelayMs } from './mail-retry.js';

const BATCH_SIZE = 20;

/** A plain-text mail for the outbox. */
export type OutboxMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'kind'>;

interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  attempts: number;
}

/**
 * The durable outbox of plain-text mails: `enqueue` in the transaction of a change, and the
 * mails go out once it committed (and again on every poll for those that failed). Claims use
 * SKIP LOCKED, so several api processes share the outbox without sending a mail twice.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailOutbox.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.sendSoon(), OUTBOX_POLL_INTERVAL_MS);
    this.timer.unref();
    this.sendSoon();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Writes the mails in the caller's transaction; call `sendSoon` once it committed. */
  async enqueue(manager: EntityManager, mails: readonly OutboxMail[]): Promise<void> {
    if (mails.length === 0) return;
    await manager.getRepository(MailOutboxEntry).insert(
      mails.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject.slice(0, 300),
        body: mail.text,
        kind: mail.kind,
      })),
    );
  }

  /** Starts a run in the background; a request never waits for mail. */
  sendSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.sendDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Mail outbox run failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.runAgain) {
          this.runAgain = false;
          this.sendSoon();
        }
      });
  }

  /** Sends every mail that is due; answers how many went out. */
  async sendDue(now: Date = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claimDue(now);
      for (const mail of claimed) {
        if (this.stopped) return sent;
        if (await this.sendOne(mail, now)) sent += 1;
      }
      if (claimed.length < BATCH_SIZE || this.stopped) return sent;
    }
  }

  private async claimDue(now: Date): Promise<ClaimedMail[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET next_attempt_at = $1
       WHERE id IN (SELECT id FROM mail_outbox
                    WHERE sent_at IS NULL AND next_attempt_at <= $2
                    ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, body, kind, attempts`,
      [new Date(now.getTime() + OUTBOX_CLAIM_LEASE_MS), now],
    )) as [ClaimedMail[], number];
    return rows;
  }

  private async sendOne(mail: ClaimedMail, now: Date): Promise<boolean> {
    const attempts = mail.attempts + 1;
    try {
      await this.mail.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        kind: mail.kind,
      });
      await this.dataSource.query(
        `UPDATE mail_outbox SET sent_at = $2, attempts = $3, last_error = NULL WHERE id = $1`,
        [mail.id, now, attempts],
      );
      return true;
    } catch (error) {
      this.logger.warn(`Mail ${mail.id} failed (attempt ${attempts}): ${String(error)}`);
      await this.dataSource.query(
        `UPDATE mail_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1`,
        [
          mail.id,
          attempts,
          String(error).slice(0, 2000),
          new Date(now.getTime() + retryDelayMs(attempts)),
        ],
      );
      return false;
    }
  }
}
