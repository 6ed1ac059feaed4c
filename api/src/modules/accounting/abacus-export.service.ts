import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AbacusRow } from './abacus-csv.js';

interface OrderLineRow {
  order_date: string;
  display_order_id: string;
  abacus_product_id: string | null;
  cost_centre: string | null;
  quantity: number;
  unit_price: string;
  vat_percent: string;
  price: string;
  postage: string;
  postage_product_no: string;
  line_number: string;
}

interface PartnerOrderLineRow {
  closed_date: string;
  display_order_id: string;
  product_id: string | null;
  cost_centre: string | null;
  quantity: number;
  unit_price: string;
  vat_percent: string;
}

/**
 * The billed lines of a booklet year: every public order line of that year's booklets, and the
 * postage of an order once, in the year of its first line (an autumn order of this year's and
 * next year's booklet pays its postage in one export only). Then the lines of partner orders
 * closed ('Verrechnet') in that year, at the internal price with the booklet's internal Abacus
 * product and cost centre: a line is billed once, in the year its order was closed.
 */
@Injectable()
export class AbacusExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows(year: number): Promise<AbacusRow[]> {
    return [...(await this.publicOrderRows(year)), ...(await this.partnerOrderRows(year))];
  }

  private async partnerOrderRows(year: number): Promise<AbacusRow[]> {
    const lines = (await this.dataSource.query(
      `SELECT to_char(o.closed_at AT TIME ZONE 'Europe/Zurich', 'YYYY-MM-DD') AS closed_date,
              o.display_order_id, b.internal_abacus_product_id AS product_id,
              b.internal_cost_centre1_income AS cost_centre, l.quantity, l.unit_price, l.vat_percent
       FROM partner_order_line l
       JOIN partner_order o ON o.id = l.partner_order_id
       JOIN booklet b ON b.id = l.booklet_id
       WHERE o.state = 'closed'
         AND extract(year FROM o.closed_at AT TIME ZONE 'Europe/Zurich') = $1
       ORDER BY o.closed_at, o.display_order_id, l.id`,
      [year],
    )) as PartnerOrderLineRow[];
    return lines.map((line) => ({
      date: line.closed_date,
      documentNumber: line.display_order_id,
      productId: line.product_id ?? '',
      costCentre: line.cost_centre ?? '',
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
      vatPercent: Number(line.vat_percent),
      amount: Math.round(Number(line.quantity) * Number(line.unit_price) * 100) / 100,
    }));
  }

  private async publicOrderRows(year: number): Promise<AbacusRow[]> {
    const lines = (await this.dataSource.query(
      `SELECT to_char(o.order_date_time AT TIME ZONE 'Europe/Zurich', 'YYYY-MM-DD') AS order_date,
              o.display_order_id, b.abacus_product_id, b.cost_centre1_income AS cost_centre,
              l.quantity, l.unit_price, l.vat_percent, l.price, o.postage, o.postage_product_no,
              l.line_number
       FROM (SELECT *, row_number() OVER (PARTITION BY order_id ORDER BY id) AS line_number
             FROM order_line) l
       JOIN customer_order o ON o.id = l.order_id
       JOIN booklet b ON b.id = l.booklet_id
       WHERE b.year = $1
       ORDER BY o.display_order_id, l.id`,
      [year],
    )) as OrderLineRow[];
    return lines.flatMap((line) => {
      const booklet: AbacusRow = {
        date: line.order_date,
        documentNumber: line.display_order_id,
        productId: line.abacus_product_id ?? '',
        costCentre: line.cost_centre ?? '',
        quantity: Number(line.quantity),
        unitPrice: Number(line.unit_price),
        vatPercent: Number(line.vat_percent),
        amount: Number(line.price),
      };
      const postage = Number(line.postage);
      if (Number(line.line_number) !== 1 || postage <= 0) return [booklet];
      return [
        booklet,
        {
          ...booklet,
          productId: line.postage_product_no,
          quantity: 1,
          unitPrice: postage,
          amount: postage,
        },
      ];
    });
  }
}
