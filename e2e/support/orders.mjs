// Orders in browser tests: the orderable booklets, an order placed through the api, expected money.
import { formatMoney, mayOrderNow } from '@gb/contracts';

import { visitorApi } from './api.mjs';
import { apiGet } from './session.mjs';

export async function orderableBooklets() {
  const booklets = await apiGet('booklet');
  return booklets.filter((booklet) => mayOrderNow(booklet, new Date()));
}

export const bookletName = (booklet) => `${booklet.regionName} ${booklet.year}`;

/** Money as the de-CH form shows it. */
export const chf = (amount) => formatMoney(amount, 'de-CH');

/** A visitor's order of `quantity` of the booklet, placed through the api; answers the order. */
export function placeOrder(booklet, email, quantity = 1) {
  return visitorApi().post('order', {
    type: 'private',
    firstname: 'Hans',
    lastname: 'Dashboard',
    street: 'Testweg 1',
    zip: '6300',
    city: 'Zug',
    email,
    orderLines: [{ bookletId: booklet.id, quantity }],
  });
}
