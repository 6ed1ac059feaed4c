import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale, Order as OrderDto } from '@gb/contracts';
import { DataSource, In } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { renderInvoicePdf } from '../invoice/invoice-pdf.js';

/** Names booklets as buyers know them and renders an order's invoice. */
@Injectable()
export class OrderDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** "Aarau-Baden 2027" for each booklet of the order. */
  async bookletNames(order: OrderDto): Promise<Map<number, string>> {
    const booklets = await this.dataSource.getRepository(Booklet).find({
      where: { id: In(order.orderLines.map((line) => line.bookletId)) },
      relations: { region: true },
    });
    return new Map(booklets.map((b) => [b.id, `${b.region.name} ${b.year}`]));
  }

  async invoicePdf(order: OrderDto, locale: Locale): Promise<Buffer> {
    return renderInvoicePdf({
      order,
      bookletNames: await this.bookletNames(order),
      creditor: this.config.creditor,
      locale,
    });
  }
}
