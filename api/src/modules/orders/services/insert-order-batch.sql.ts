import type { Locale } from '@gb/contracts';
import type { EntityManager } from 'typeorm';

import type { AddressColumns } from '../../../common/entities/address.embeddable.js';
import type { IdempotencyColumns } from '../../../common/idempotency/create-once.js';
import { ORDER_COUNTER_KIND } from './display-order-id.js';
import type { PricedOrderLine } from './order-pricing.js';

export interface NewOrder extends IdempotencyColumns {
  year: number;
  orderDateTime: Date;
  billingAddress: Partial<AddressColumns>;
  lines: PricedOrderLine[];
  postage: number;
  total: number;
  /** The buyer's language, for the confirmation mail. */
  locale: Locale;
}

/**
 * Numbers and writes several orders of one year in one statement: the year's counter moves by
 * their count, each order takes the next number in the order given, and its lines are written
 * with it. Atomic: all orders are stored, or none and no number is used.
 */
const INSERT_ORDER_BATCH = `
WITH counter AS (
  INSERT INTO order_number_counter (kind, year, last_number) VALUES ($1, $2, $3)
  ON CONFLICT (kind, year) DO UPDATE SET last_number = order_number_counter.last_number + $3
  RETURNING last_number
), input AS (
  SELECT * FROM jsonb_to_recordset($4::jsonb) AS o(n int, order_date_time timestamptz,
    postage numeric, total numeric, idempotency_key text, idempotency_fingerprint text,
    billing_type text,
    billing_salutation text, billing_company text, billing_firstname text, billing_lastname text,
    billing_street text, billing_zip text, billing_city text, billing_email text,
    billing_email2 text, billing_phone text, billing_homepage text, lines jsonb)
), numbered AS (
  SELECT input.*, (counter.last_number - $3 + input.n)::text AS sequence FROM counter, input
), named AS (
  SELECT numbered.*, $2::int || '-' || lpad(sequence, greatest(5, length(sequence)), '0')
    AS display_order_id FROM numbered
), created AS (
  INSERT INTO customer_order (display_order_id, order_date_time, postage, total, idempotency_key,
    idempotency_fingerprint, billing_type, billing_salutation, billing_company, billing_firstname, billing_lastname,
    billing_street, billing_zip, billing_city, billing_email, billing_email2, billing_phone,
    billing_homepage)
  SELECT display_order_id, order_date_time, postage, total, idempotency_key,
    idempotency_fingerprint, billing_type,
    billing_salutation, billing_company, billing_firstname, billing_lastname, billing_street,
    billing_zip, billing_city, billing_email, billing_email2, billing_phone, billing_homepage
  FROM named ORDER BY n
  RETURNING id, display_order_id
), lines AS (
  INSERT INTO order_line (order_id, booklet_id, currency, unit_price, quantity, price, vat_percent)
  SELECT created.id, line.booklet_id, line.currency, line.unit_price, line.quantity, line.price,
    line.vat_percent
  FROM created JOIN named USING (display_order_id),
    jsonb_to_recordset(named.lines) AS line(n int, booklet_id int, currency text,
      unit_price numeric, quantity int, price numeric, vat_percent numeric)
  ORDER BY named.n, line.n
)
SELECT created.id, created.display_order_id, named.n FROM created JOIN named USING (display_order_id)`;

export interface StoredOrderNumber {
  id: number;
  displayOrderId: string;
}

/** Writes the orders (all of one year) and answers their ids and numbers in the same order. */
export async function insertOrderBatch(
  manager: EntityManager,
  year: number,
  orders: readonly NewOrder[],
): Promise<StoredOrderNumber[]> {
  const input = orders.map((order, index) => {
    const address = order.billingAddress;
    return {
      n: index + 1,
      order_date_time: order.orderDateTime.toISOString(),
      postage: order.postage,
      total: order.total,
      idempotency_key: order.idempotencyKey,
      idempotency_fingerprint: order.idempotencyFingerprint,
      billing_type: address.type,
      billing_salutation: address.salutation ?? '',
      billing_company: address.company ?? '',
      billing_firstname: address.firstname ?? '',
      billing_lastname: address.lastname ?? '',
      billing_street: address.street ?? '',
      billing_zip: address.zip ?? '',
      billing_city: address.city ?? '',
      billing_email: address.email ?? '',
      billing_email2: address.email2 ?? '',
      billing_phone: address.phone ?? '',
      billing_homepage: address.homepage ?? '',
      // `n` keeps the lines in the order they were sent (their ids follow it).
      lines: order.lines.map((line, n) => ({
        n,
        booklet_id: line.bookletId,
        currency: line.currency,
        unit_price: line.unitPrice,
        quantity: line.quantity,
        price: line.price,
        vat_percent: line.vatPercent,
      })),
    };
  });
  const rows = (await manager.query(INSERT_ORDER_BATCH, [
    ORDER_COUNTER_KIND,
    year,
    orders.length,
    JSON.stringify(input),
  ])) as { id: number; display_order_id: string; n: number }[];
  const byPosition = new Map(rows.map((row) => [Number(row.n), row]));
  return orders.map((_, index) => {
    const row = byPosition.get(index + 1)!;
    return { id: row.id, displayOrderId: row.display_order_id };
  });
}
