import type { EntityManager } from 'typeorm';

import { orderYear } from '../../orders/services/display-order-id.js';

/** The counter kinds in order_number_counter, and the prefix their numbers carry. */
export const PARTNER_ORDER_NUMBERS = { kind: 'partner-order', prefix: 'P' } as const;
export const RETURN_ORDER_NUMBERS = { kind: 'return-order', prefix: 'R' } as const;

/**
 * The next display id of the kind in the year, e.g. `P-2026-00007`. Taken inside the creating
 * transaction: the counter row stays locked until commit, and a rollback gives the number back,
 * so numbers stay gapless.
 */
export async function nextDisplayId(
  manager: EntityManager,
  numbers: { kind: string; prefix: string },
  now: Date,
): Promise<string> {
  const year = orderYear(now);
  const [row] = (await manager.query(
    `INSERT INTO order_number_counter (kind, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_number = order_number_counter.last_number + 1
     RETURNING last_number`,
    [numbers.kind, year],
  )) as { last_number: number }[];
  return `${numbers.prefix}-${year}-${String(row!.last_number).padStart(5, '0')}`;
}
