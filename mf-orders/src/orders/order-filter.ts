import type { Order } from '@gb/contracts';

export interface OrderFilter {
  search: string;
  bookletId: number | null;
}

/** Orders whose buyer name, company, number or email holds the search, with the booklet. */
export function filterOrders(
  orders: readonly Order[],
  { search, bookletId }: OrderFilter,
): Order[] {
  const needle = search.trim().toLowerCase();
  return orders.filter((order) => {
    const address = order.billingAddress;
    const haystack = [
      address.firstname,
      address.lastname,
      `${address.firstname} ${address.lastname}`,
      address.company,
      address.email,
      order.displayOrderId,
    ]
      .join('\n')
      .toLowerCase();
    return (
      (needle === '' || haystack.includes(needle)) &&
      (bookletId === null || order.orderLines.some((line) => line.bookletId === bookletId))
    );
  });
}

/** Count, booklets and revenue of the listed orders. */
export function orderTotals(orders: readonly Order[]) {
  return {
    count: orders.length,
    quantity: orders.reduce(
      (sum, order) => sum + order.orderLines.reduce((lines, line) => lines + line.quantity, 0),
      0,
    ),
    revenue: Math.round(orders.reduce((sum, order) => sum + order.total, 0) * 100) / 100,
  };
}

export function buyerName(order: Order): string {
  const { firstname, lastname, company } = order.billingAddress;
  return [company, `${firstname} ${lastname}`.trim()].filter(Boolean).join(', ');
}
