/** The counter kind of public orders in order_number_counter. */
export const ORDER_COUNTER_KIND = 'order';

/** Built once: a formatter costs more to make than an order takes to price. */
const SWISS_YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', year: 'numeric' });

/** The calendar year in Swiss time: an order placed on New Year's Eve at 23:30 belongs to that year. */
export function orderYear(now: Date): number {
  return Number(SWISS_YEAR.format(now));
}
