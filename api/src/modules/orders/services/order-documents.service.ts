import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale, Order as OrderDto } from '@gb/contracts';
import { DataSource, In } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import {
  OrderActivationCodes,
  type BookletCodes,
} from '../../wallet/services/order-activation-codes.service.js';
import { InvoicePdfPool } from '../invoice/invoice-pdf-pool.js';

/** Names booklets as buyers know them and renders an order's invoice. */
@Injectable()
export class OrderDocumentsService implements BeforeApplicationShutdown {
  /** Invoices render in a worker thread, off the event loop that answers requests. */
  private readonly invoices = new InvoicePdfPool();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly codes: OrderActivationCodes,
  ) {}

  /**
   * Ends the render thread at shutdown, after every module's onModuleDestroy: the job queue
   * works its last batch of order confirmations there, each with its invoice.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.invoices.close();
  }

  /** "Aarau-Baden 2027" for each booklet of the order. */
  async bookletNames(order: OrderDto): Promise<Map<number, string>> {
    const booklets = await this.dataSource.getRepository(Booklet).find({
      where: { id: In(order.orderLines.map((line) => line.bookletId)) },
      relations: { region: true },
    });
    return new Map(booklets.map((b) => [b.id, `${b.region.name} ${b.year}`]));
  }

  /** The activation codes of the order's copies, per booklet, as its mail and invoice list them. */
  activationCodes(order: OrderDto): Promise<BookletCodes[]> {
    return this.codes.codesOf({ id: order.id, lines: order.orderLines });
  }

  /**
   * The order's invoice with its activation codes; a caller that already named the booklets and
   * read the codes hands them over.
   */
  async invoicePdf(
    order: OrderDto,
    locale: Locale,
    bookletNames?: ReadonlyMap<number, string>,
    activationCodes?: readonly BookletCodes[],
  ): Promise<Buffer> {
    const { pdf } = await this.invoices.render({
      order,
      bookletNames: bookletNames ?? (await this.bookletNames(order)),
      activationCodes: activationCodes ?? (await this.activationCodes(order)),
      creditor: this.config.creditor,
      locale,
    });
    return pdf;
  }
}
