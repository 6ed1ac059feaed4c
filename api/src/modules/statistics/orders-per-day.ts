import type { OrdersOnDay } from '@gb/contracts';

export interface DayRow {
  date: string;
  orders: string;
  booklets: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Public orders per day from the first to the last day with orders, days without orders as 0, so
 * the season's line has no gaps. Rows come sorted by date, one per day with orders.
 */
export function ordersPerDay(rows: readonly DayRow[]): OrdersOnDay[] {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days: OrdersOnDay[] = [];
  const end = Date.parse(`${last.date}T00:00:00Z`);
  for (let day = Date.parse(`${first.date}T00:00:00Z`); day <= end; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const row = byDate.get(date);
    days.push({
      date,
      orders: row ? Number(row.orders) : 0,
      booklets: row ? Number(row.booklets) : 0,
    });
  }
  return days;
}
