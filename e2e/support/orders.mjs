// Orders in browser tests: the orderable booklets, an order placed through the api, expected money.
import { formatMoney, isOrderable } from '@gb/contracts';
import { apiGet, portalUrl } from './session.mjs';

export async function orderableBooklets() {
  const booklets = await apiGet('booklet');
  return booklets.filter((booklet) => isOrderable(booklet, new Date()));
}

export const bookletName = (booklet) => `${booklet.regionName} ${booklet.year}`;

/** Money as the de-CH form shows it. */
export const chf = (amount) => formatMoney(amount, 'de-CH');

export async function placeOrder(booklet, email, quantity = 1) {
  const response = await fetch(`${portalUrl}/api/v1/order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'private',
      firstname: 'Hans',
      lastname: 'Dashboard',
      street: 'Testweg 1',
      zip: '6300',
      city: 'Zug',
      email,
      orderLines: [{ bookletId: booklet.id, quantity }],
    }),
  });
  if (response.status !== 201) throw new Error(`order answered ${response.status}`);
  return response.json();
}
