import type { VoucherStateClass } from '@gb/contracts';
import type { EntityManager } from 'typeorm';

import { NO_FIGURES, type BookletFigures } from '../booklet.mapper.js';

/** Order counts and vouchers per state of the given booklets, in three grouped queries. */
export async function bookletFigures(
  manager: EntityManager,
  bookletIds: number[],
): Promise<Map<number, BookletFigures>> {
  const figures = new Map<number, BookletFigures>(
    bookletIds.map((id) => [id, { ...NO_FIGURES, vouchersByState: {} }]),
  );
  if (bookletIds.length === 0) return figures;
  const [orders, partnerOrders, vouchers] = await Promise.all([
    manager.query<{ booklet_id: number; count: string }[]>(
      `SELECT booklet_id, COUNT(DISTINCT order_id) AS count FROM order_line
        WHERE booklet_id = ANY($1) GROUP BY booklet_id`,
      [bookletIds],
    ),
    manager.query<{ booklet_id: number; count: string }[]>(
      `SELECT booklet_id, COUNT(DISTINCT partner_order_id) AS count FROM partner_order_line
        WHERE booklet_id = ANY($1) GROUP BY booklet_id`,
      [bookletIds],
    ),
    manager.query<{ booklet_id: number; state_class: VoucherStateClass; count: string }[]>(
      `SELECT vb.booklet_id, v.state_class, COUNT(*) AS count FROM voucher_booklet vb
        JOIN voucher v ON v.id = vb.voucher_id
        WHERE vb.booklet_id = ANY($1) GROUP BY vb.booklet_id, v.state_class`,
      [bookletIds],
    ),
  ]);
  for (const row of orders) figures.get(Number(row.booklet_id))!.numOrders = Number(row.count);
  for (const row of partnerOrders) {
    figures.get(Number(row.booklet_id))!.numPartnerOrders = Number(row.count);
  }
  for (const row of vouchers) {
    figures.get(Number(row.booklet_id))!.vouchersByState[row.state_class] = Number(row.count);
  }
  return figures;
}
