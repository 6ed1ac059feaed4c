import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SellThroughReport, StockOverview } from '@gb/contracts';
import type { PartnerStockQuery } from '@gb/contracts/schemas';
import { DataSource } from 'typeorm';

import {
  BOOKLET_SALES_SQL,
  PARTNER_STOCK_SQL,
  type BookletSalesRow,
  type PartnerStockRow,
} from './partner-stock.sql.js';
import { bookletSellThroughOf, sellThroughOf } from './sell-through.js';

/** Stock per company and booklet, and how well the booklets sell at the points of sale. */
@Injectable()
export class PartnerStockService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async overview(query: PartnerStockQuery): Promise<StockOverview[]> {
    return (await this.stockRows(query)).map((row) => ({
      companyId: row.company_id,
      companyName: row.company_name,
      bookletId: row.booklet_id,
      bookletName: row.booklet_name,
      quantityOrdered: Number(row.quantity_ordered),
      quantityDelivered: Number(row.quantity_delivered),
      quantityBilled: Number(row.quantity_billed),
      quantityReturnRequested: Number(row.quantity_return_requested),
      quantityReturned: Number(row.quantity_returned),
    }));
  }

  /** Franchisees only: the booklet estimates count every point of sale. */
  async sellThrough(query: PartnerStockQuery, now = new Date()): Promise<SellThroughReport> {
    const rows = (await this.stockRows(query))
      .filter((row) => Number(row.quantity_delivered) > 0)
      .map((row) =>
        sellThroughOf({
          companyId: row.company_id,
          companyName: row.company_name,
          bookletId: row.booklet_id,
          bookletName: row.booklet_name,
          delivered: Number(row.quantity_delivered),
          held: row.held,
          returned: Number(row.quantity_returned),
        }),
      );
    const sales = (await this.dataSource.query(BOOKLET_SALES_SQL, [
      query.year ?? null,
      query.bookletId ?? null,
    ])) as BookletSalesRow[];
    const booklets = sales.map((booklet) =>
      bookletSellThroughOf(
        {
          bookletId: booklet.booklet_id,
          bookletName: booklet.booklet_name,
          qtyPrinted: booklet.qty_printed,
          soldPublicly: Number(booklet.sold_publicly),
          soldByPartners: rows
            .filter((row) => row.bookletId === booklet.booklet_id)
            .reduce((sum, row) => sum + (row.sold ?? 0), 0),
          saleStart: booklet.sale_start ? new Date(booklet.sale_start) : null,
        },
        now,
      ),
    );
    return { rows, booklets };
  }

  private async stockRows(query: PartnerStockQuery): Promise<PartnerStockRow[]> {
    return (await this.dataSource.query(PARTNER_STOCK_SQL, [
      query.companyId ?? null,
      query.bookletId ?? null,
      query.year ?? null,
    ])) as PartnerStockRow[];
  }
}
