import { mayOrderNow, linePrice, type OrderLineRequest } from '@gb/contracts';

import type { Booklet } from '../../booklets/entities/booklet.entity.js';
import { OrderErrorCode, OrderException } from '../exceptions/order.exception.js';

/** An order line as the server prices it; the client's numbers are never used. */
export interface PricedOrderLine {
  bookletId: number;
  currency: string;
  unitPrice: number;
  quantity: number;
  price: number;
  vatPercent: number;
}

export function notOrderable(): OrderException {
  return new OrderException(OrderErrorCode.BOOKLET_NOT_ORDERABLE);
}

/**
 * Prices each requested line from its booklet. Refuses unknown, archived, sold-out and not yet
 * pre-orderable booklets, and a booklet named twice (the form sends one line per booklet).
 */
export function priceOrderLines(
  lines: readonly OrderLineRequest[],
  booklets: ReadonlyMap<number, Booklet>,
  now: Date,
  { requireOrderable = true } = {},
): PricedOrderLine[] {
  if (new Set(lines.map((line) => line.bookletId)).size !== lines.length) throw notOrderable();
  return lines.map(({ bookletId, quantity }) => {
    const booklet = booklets.get(bookletId);
    if (!booklet || (requireOrderable && !mayOrderNow(booklet, now))) throw notOrderable();
    return {
      bookletId,
      currency: booklet.currency,
      unitPrice: booklet.unitPrice,
      quantity,
      price: linePrice({ unitPrice: booklet.unitPrice, quantity }),
      vatPercent: booklet.vatPercent,
    };
  });
}
