import type { EntityManager } from 'typeorm';

/** The counter kind of public orders in order_number_counter. */
const ORDER_COUNTER_KIND = 'order';

/** The calendar year in Swiss time: an order placed on New Year's Eve at 23:30 belongs to that year. */
export function orderYear(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', year: 'numeric' }).format(now),
  );
}

export function formatDisplayOrderId(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}

/**
 * Takes the next number of the year inside the caller's transaction. The upsert locks the
 * year's counter row until commit, so concurrent orders queue here, and a rolled-back order
 * gives its number back: numbers stay gapless.
 */
export async function nextDisplayOrderId(manager: EntityManager, year: number): Promise<string> {
  const rows = (await manager.query(
    `INSERT INTO order_number_counter (kind, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_number = order_number_counter.last_number + 1
     RETURNING last_number`,
    [ORDER_COUNTER_KIND, year],
  )) as { last_number: number }[];
  return formatDisplayOrderId(year, Number(rows[0]!.last_number));
}
