import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { carryOverOutbox } from '../../../common/jobs/carry-over-outbox.js';
import { JobQueue } from '../../../common/jobs/job-queue.service.js';
import { MailService } from '../mail.service.js';
import type { MailMessage } from '../mail-message.js';

/** A plain-text mail for the outbox. */
export type OutboxMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'kind'>;

const QUEUE = 'mail';

/**
 * The durable outbox of plain-text mails: `enqueue` in the transaction of a change, so no change
 * goes without its mail and no mail without its change; the job queue sends each once it
 * committed, once whichever replica takes it, and retries it after a failure.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    mail: MailService,
  ) {
    jobs.define<OutboxMail>(QUEUE, (message) => mail.send(message));
  }

  /** Mails the former outbox table still held unsent go out through the queue. */
  async onApplicationBootstrap(): Promise<void> {
    const moved = await carryOverOutbox(
      this.dataSource,
      this.jobs,
      'mail_outbox',
      QUEUE,
      (row) => ({
        to: String(row.recipient),
        subject: String(row.subject),
        text: String(row.body),
        kind: String(row.kind),
      }),
    );
    if (moved > 0) this.sendSoon();
  }

  /** Writes the mails in the caller's transaction; call `sendSoon` once it committed. */
  enqueue(manager: EntityManager, mails: readonly OutboxMail[]): Promise<void> {
    return this.jobs.send(
      manager,
      QUEUE,
      mails.map((mail) => ({ ...mail, subject: mail.subject.slice(0, 300) })),
    );
  }

  /** Sends what was just enqueued without waiting for the next poll; a request never waits for mail. */
  sendSoon(): void {
    this.jobs.wake(QUEUE);
  }
}
