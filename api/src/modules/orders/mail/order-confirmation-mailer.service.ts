import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toLocale } from '@gb/contracts/messages';
import { DataSource } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import {
  OUTBOX_CLAIM_LEASE_MS,
  OUTBOX_POLL_INTERVAL_MS,
  retryDelayMs,
} from '../../mail/outbox/mail-retry.js';
import { Order } from '../entities/order.entity.js';
import { toOrderDto } from '../order.mapper.js';
import { OrderDocumentsService } from '../services/order-documents.service.js';
import { orderConfirmationText } from './order-confirmation-text.js';
import { OrderMailTransport } from './order-mail-transport.js';

const BATCH_SIZE = 20;
/** Mails start once orders paused this long, so rendering invoices never slows a burst of orders… */
const QUIET_MS = 1000;
/** …but a steady stream of orders still gets its mails this soon. */
const LONGEST_WAIT_MS = 10_000;

interface ClaimedMail {
  id: number;
  order_id: number;
  locale: string;
  attempts: number;
}

/**
 * Sends the order confirmations of the outbox: right after an order, and again on every poll
 * for those that failed, until each went out once. Claims use SKIP LOCKED, so several api
 * processes share the outbox without sending a mail twice.
 */
@Injectable()
export class OrderConfirmationMailer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderConfirmationMailer.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = false;
  private quietTimer: NodeJS.Timeout | undefined;
  private firstWaitingAt: number | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: OrderMailTransport,
    private readonly documents: OrderDocumentsService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.sendSoon(), OUTBOX_POLL_INTERVAL_MS);
    this.timer.unref();
    this.sendSoon();
  }

  /**
   * Stops before the database closes, after the batch in progress (or the batch of orders just
   * placed, still waiting for a pause) went out; what remains is sent by another replica.
   */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.quietTimer);
    const ordersWaiting = this.firstWaitingAt !== undefined;
    if (ordersWaiting) this.sendSoon();
    this.stopped = true;
    await this.running;
  }

  /** After an order: sends once orders pause (or at the latest after LONGEST_WAIT_MS). */
  orderPlaced(): void {
    if (this.stopped) return;
    const now = Date.now();
    this.firstWaitingAt ??= now;
    clearTimeout(this.quietTimer);
    const wait = Math.min(QUIET_MS, this.firstWaitingAt + LONGEST_WAIT_MS - now);
    this.quietTimer = setTimeout(
      () => {
        this.firstWaitingAt = undefined;
        this.sendSoon();
      },
      Math.max(0, wait),
    );
    this.quietTimer.unref();
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
      .catch((error: unknown) => this.logger.error(`Order mail run failed: ${String(error)}`))
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
      // A claimed batch is finished even while stopping, so no mail waits out its lease.
      for (const mail of claimed) {
        if (await this.sendOne(mail, now)) sent += 1;
      }
      if (claimed.length < BATCH_SIZE || this.stopped) return sent;
    }
  }

  private async claimDue(now: Date): Promise<ClaimedMail[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE order_confirmation_mail SET next_attempt_at = $1
       WHERE id IN (SELECT id FROM order_confirmation_mail
                    WHERE sent_at IS NULL AND next_attempt_at <= $2
                    ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
       RETURNING id, order_id, locale, attempts`,
      [new Date(now.getTime() + OUTBOX_CLAIM_LEASE_MS), now],
    )) as [ClaimedMail[], number];
    return rows;
  }

  private async sendOne(mail: ClaimedMail, now: Date): Promise<boolean> {
    const attempts = mail.attempts + 1;
    try {
      const order = await this.dataSource.getRepository(Order).findOne({
        where: { id: mail.order_id },
        relations: { orderLines: true },
      });
      // A deleted order takes its outbox row with it; nothing to send.
      if (!order) return false;
      const dto = toOrderDto(order);
      const locale = toLocale(mail.locale);
      const bookletNames = await this.documents.bookletNames(dto);
      const params = { displayOrderId: dto.displayOrderId };
      await this.transport.send({
        kind: 'order-confirmation',
        to: dto.billingAddress.email,
        subject: translatorFor(locale)('orderMail.subject', params),
        text: orderConfirmationText(dto, bookletNames, locale),
        attachments: [
          {
            filename: translatorFor(locale)('orderMail.invoiceFileName', params),
            content: await this.documents.invoicePdf(dto, locale, bookletNames),
            contentType: 'application/pdf',
          },
        ],
      });
      await this.dataSource.query(
        `UPDATE order_confirmation_mail SET sent_at = $2, attempts = $3, last_error = NULL WHERE id = $1`,
        [mail.id, now, attempts],
      );
      return true;
    } catch (error) {
      this.logger.warn(`Order mail ${mail.id} failed (attempt ${attempts}): ${String(error)}`);
      await this.dataSource.query(
        `UPDATE order_confirmation_mail SET attempts = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1`,
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
