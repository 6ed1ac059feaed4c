import type { Locale } from '@gb/contracts';
import type { EntityManager } from 'typeorm';

import type { AddressColumns } from '../../../common/entities/address.embeddable.js';
import { ORDER_COUNTER_KIND } from './display-order-id.js';
import type { PricedOrderLine } from './order-pricing.js';

export interface NewOrder {
  year: number;
  orderDateTime: Date;
  billingAddress: Partial<AddressColumns>;
  lines: PricedOrderLine[];
  postage: number;
  total: number;
  idempotencyKey: string | null;
  /** The buyer's language, for the confirmation mail. */
  locale: Locale;
}

/**
 * The next number, the order, its lines and its outbox mail in one statement: atomic on its
 * own, and the year's counter row stays locked only while this statement and its commit run,
 * which is what bounds how many orders per second can be numbered gaplessly.
 */
const INSERT_ORDER = `
WITH counter AS (
  INSERT INTO order_number_counter (kind, year, last_number) VALUES ($1, $2, 1)
  ON CONFLICT (kind, year) DO UPDATE SET last_number = order_number_counter.last_number + 1
  RETURNING last_number
), created AS (
  INSERT INTO customer_order (display_order_id, order_date_time, postage, total, idempotency_key,
    billing_type, billing_salutation, billing_company, billing_firstname, billing_lastname,
    billing_street, billing_zip, billing_city, billing_email, billing_email2, billing_phone,
    billing_homepage)
  SELECT $2::int || '-' || lpad(last_number::text, greatest(5, length(last_number::text)), '0'),
    $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18
  FROM counter
  RETURNING id, display_order_id
), lines AS (
  INSERT INTO order_line (order_id, booklet_id, currency, unit_price, quantity, price, vat_percent)
  SELECT created.id, line.booklet_id, line.currency, line.unit_price, line.quantity, line.price,
    line.vat_percent
  FROM created, jsonb_to_recordset($19::jsonb) AS line(n int, booklet_id int,
    currency text, unit_price numeric, quantity int, price numeric, vat_percent numeric)
  ORDER BY line.n
), mail AS (
  INSERT INTO order_confirmation_mail (order_id, locale, next_attempt_at)
  SELECT id, $20, $3 FROM created
)
SELECT id, display_order_id FROM created`;

export async function insertOrder(
  manager: EntityManager,
  order: NewOrder,
): Promise<{ id: number; displayOrderId: string }> {
  const address = order.billingAddress;
  // `n` keeps the lines in the order they were sent (their ids follow it).
  const lines = order.lines.map((line, n) => ({
    n,
    booklet_id: line.bookletId,
    currency: line.currency,
    unit_price: line.unitPrice,
    quantity: line.quantity,
    price: line.price,
    vat_percent: line.vatPercent,
  }));
  const rows = (await manager.query(INSERT_ORDER, [
    ORDER_COUNTER_KIND,
    order.year,
    order.orderDateTime,
    order.postage,
    order.total,
    order.idempotencyKey,
    address.type,
    address.salutation ?? '',
    address.company ?? '',
    address.firstname ?? '',
    address.lastname ?? '',
    address.street ?? '',
    address.zip ?? '',
    address.city ?? '',
    address.email ?? '',
    address.email2 ?? '',
    address.phone ?? '',
    address.homepage ?? '',
    JSON.stringify(lines),
    order.locale,
  ])) as { id: number; display_order_id: string }[];
  return { id: rows[0]!.id, displayOrderId: rows[0]!.display_order_id };
}
