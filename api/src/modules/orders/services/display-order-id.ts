/** The counter kind of public orders in order_number_counter. */
export const ORDER_COUNTER_KIND = 'order';

/** The calendar year in Swiss time: an order placed on New Year's Eve at 23:30 belongs to that year. */
export function orderYear(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', year: 'numeric' }).format(now),
  );
}
