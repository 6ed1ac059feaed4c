import { AddressType, type Order } from '@gb/contracts';

import { filterOrders, orderTotals } from './order-filter';

function order(id: number, overrides: Partial<Order['billingAddress']>, bookletId: number): Order {
  return {
    id,
    displayOrderId: `2027-0000${id}`,
    orderDateTime: '2026-11-22T09:00:00.000Z',
    billingAddress: {
      type: AddressType.Private,
      salutation: '',
      company: '',
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Weg 1',
      addressAddition: '',
      zip: '5000',
      city: 'Aarau',
      email: 'anna@example.ch',
      email2: '',
      phone: '',
      homepage: '',
      lon: null,
      lat: null,
      ...overrides,
    },
    orderLines: [
      { bookletId, currency: 'CHF', unitPrice: 35, quantity: id, price: 35 * id, vatPercent: 8.1 },
    ],
    postage: 2.5,
    postageLabel: '',
    postageProductNo: '',
    total: 35 * id + 2.5,
  };
}

const ORDERS = [
  order(1, {}, 10),
  order(
    2,
    { firstname: 'Beat', lastname: 'Keller', email: 'beat@firma.ch', company: 'Keller AG' },
    11,
  ),
];

describe('order list filter', () => {
  it.each([
    ['a full name', 'anna muster', [1]],
    ['a company', 'keller ag', [2]],
    ['an order number', '2027-00002', [2]],
    ['an email', 'BEAT@', [2]],
    ['nothing', '', [1, 2]],
  ])('finds orders by %s', (_what, search, ids) => {
    expect(filterOrders(ORDERS, { search, bookletId: null }).map((o) => o.id)).toEqual(ids);
  });

  it('keeps the orders of one booklet', () => {
    expect(filterOrders(ORDERS, { search: '', bookletId: 11 }).map((o) => o.id)).toEqual([2]);
  });

  it('totals count, booklets and revenue', () => {
    expect(orderTotals(ORDERS)).toEqual({ count: 2, quantity: 3, revenue: 110 });
  });
});
