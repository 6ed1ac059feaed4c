import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toLocale } from '@gb/contracts/messages';
import type { Locale } from '@gb/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { carryOverOutbox } from '../../../common/jobs/carry-over-outbox.js';
import { JobQueue } from '../../../common/jobs/job-queue.service.js';
import { Order } from '../entities/order.entity.js';
import { toOrderDto } from '../order.mapper.js';
import { OrderDocumentsService } from '../services/order-documents.service.js';
import { orderConfirmationText } from './order-confirmation-text.js';
import { OrderMailTransport } from './order-mail-transport.js';

/** One order's confirmation: the order and the buyer's language when ordering. */
export interface OrderConfirmation {
  orderId: number;
  locale: Locale;
}

export const ORDER_CONFIRMATION_QUEUE = 'order-confirmation';

/**
 * Mails each order's confirmation with its invoice through the job queue: sent in the order's
 * own transaction, so an order never exists without its mail, and retried until it went out.
 */
@Injectable()
export class OrderConfirmationMailer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly transport: OrderMailTransport,
    private readonly documents: OrderDocumentsService,
  ) {
    jobs.define<OrderConfirmation>(ORDER_CONFIRMATION_QUEUE, (confirmation) =>
      this.send(confirmation),
    );
  }

  /** Confirmations the former outbox table still held unsent go out through the queue. */
  async onApplicationBootstrap(): Promise<void> {
    const moved = await carryOverOutbox(
      this.dataSource,
      this.jobs,
      'order_confirmation_mail',
      ORDER_CONFIRMATION_QUEUE,
      (row): OrderConfirmation => ({ orderId: Number(row.order_id), locale: row.locale as Locale }),
    );
    if (moved > 0) this.orderPlaced();
  }

  /** Writes the orders' mails in the transaction that stores them. */
  enqueue(manager: EntityManager, confirmations: readonly OrderConfirmation[]): Promise<void> {
    return this.jobs.send(manager, ORDER_CONFIRMATION_QUEUE, confirmations);
  }

  /** After orders committed: their mails go out without waiting for the next poll. */
  orderPlaced(): void {
    this.jobs.wake(ORDER_CONFIRMATION_QUEUE);
  }

  private async send({ orderId, locale: sentLocale }: OrderConfirmation): Promise<void> {
    const order = await this.dataSource.getRepository(Order).findOne({
      where: { id: orderId },
      relations: { orderLines: true },
    });
    // A deleted order has nobody left to confirm to.
    if (!order) return;
    const dto = toOrderDto(order);
    const locale = toLocale(sentLocale);
    const t = translatorFor(locale);
    const bookletNames = await this.documents.bookletNames(dto);
    // The same codes on every run of the job: derived again from the order, not stored.
    const activationCodes = await this.documents.activationCodes(dto);
    const params = { displayOrderId: dto.displayOrderId };
    await this.transport.send({
      kind: 'order-confirmation',
      to: dto.billingAddress.email,
      subject: t('orderMail.subject', params),
      text: orderConfirmationText(dto, bookletNames, locale, activationCodes),
      attachments: [
        {
          filename: t('orderMail.invoiceFileName', params),
          content: await this.documents.invoicePdf(dto, locale, bookletNames, activationCodes),
          contentType: 'application/pdf',
        },
      ],
    });
  }
}
