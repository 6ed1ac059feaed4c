// Orders in browser tests: the orderable booklets, an order placed through the api, expected money.
import { formatMoney, isOrderable } from '@gb/contracts';
import { eventually } from '@gb/test-kit';

import { visitorApi } from './api.mjs';
import { apiGet } from './session.mjs';

export async function orderableBooklets() {
  const booklets = await apiGet('booklet');
  return booklets.filter((booklet) => isOrderable(booklet, new Date()));
}

export const bookletName = (booklet) => `${booklet.regionName} ${booklet.year}`;

/** Money as the de-CH form shows it. */
export const chf = (amount) => formatMoney(amount, 'de-CH');

const orderOf = (booklet, email, quantity) => ({
  type: 'private',
  firstname: 'Hans',
  lastname: 'Dashboard',
  street: 'Testweg 1',
  zip: '6300',
  city: 'Zug',
  email,
  orderLines: [{ bookletId: booklet.id, quantity }],
});

/** A visitor's order of `quantity` of the booklet, placed through the api; answers the order. */
export function placeOrder(booklet, email, quantity = 1) {
  return visitorApi().post('order', orderOf(booklet, email, quantity));
}

/**
 * As `placeOrder`, for a booklet made a moment ago: the api prices orders from the booklets it
 * read up to two seconds before and refuses (400) one it has not read yet, so the order is sent
 * again until it is taken, and after a 429 once the minute's orders are allowed again; fails
 * with the last answer after 90 s.
 */
export async function placeOrderOfNewBooklet(booklet, email, quantity = 1) {
  let answer;
  try {
    return await eventually(
      async () => {
        answer = await visitorApi().call('POST', 'order', {
          body: orderOf(booklet, email, quantity),
        });
        if (answer.status === 201) return answer.body;
        if (answer.status !== 400 && answer.status !== 429) {
          throw new Error(`order answered ${answer.status}`);
        }
        return undefined;
      },
      // Each try counts against the orders a client may send per minute.
      { timeoutMs: 90_000, everyMs: 1000, what: `an order of booklet ${booklet.id}` },
    );
  } catch (error) {
    throw new Error(`${error.message}: ${JSON.stringify(answer?.body)}`, { cause: error });
  }
}
