import { AddressType, PartnerOrderState, PartnerOrderType, type PartnerOrder } from '@gb/contracts';

import { bookletNamer, linesSummary } from './booklet-names';
import { historyOf, shippingOf } from './order-details';

const address = {
  type: AddressType.Company,
  salutation: '',
  company: 'Confiserie Baumann',
  firstname: '',
  lastname: '',
  street: 'Marktgasse 75',
  addressAddition: '',
  zip: '5200',
  city: 'Brugg',
  email: '',
  email2: '',
  phone: '',
  homepage: '',
  lon: null,
  lat: null,
};

const order: PartnerOrder = {
  id: 1,
  companyId: 2,
  companyName: 'Confiserie Baumann',
  displayOrderId: 'P-2026-00001',
  orderDateTime: '2026-11-23T06:52:00Z',
  state: PartnerOrderState.Shipped,
  type: PartnerOrderType.Commission,
  orderLines: [],
  shippingAddress: address,
  deliveryComment: 'Hintereingang',
  closedAt: null,
  stateChanges: [
    {
      fromState: 'ordered',
      toState: 'shipped',
      changedAt: '2026-11-23T13:30:00Z',
      userId: 3,
      username: 'franchisee@demo.ch',
    },
  ],
};

describe('partner order details in the lists', () => {
  it('writes the shipping address in one line with the delivery note', () => {
    expect(shippingOf(order)).toBe('Confiserie Baumann, Marktgasse 75, 5200 Brugg · Hintereingang');
    const person = { ...address, company: '', firstname: 'Anna', lastname: 'Muster' };
    expect(shippingOf({ ...order, shippingAddress: person, deliveryComment: '' })).toBe(
      'Anna Muster, Marktgasse 75, 5200 Brugg',
    );
  });

  it('writes each state move with its Swiss time and who made it', () => {
    expect(historyOf(order.stateChanges, (state) => state.toUpperCase(), 'de-CH')).toBe(
      'SHIPPED 23.11.2026, 14:30 (franchisee@demo.ch)',
    );
  });

  it('names the booklets of the lines, and an unknown one by its id', () => {
    const nameOf = bookletNamer([{ id: 7, regionName: 'Zugerland', year: 2026 }]);
    const lines = [
      { bookletId: 7, quantity: 3 },
      { bookletId: 9, quantity: 1 },
    ];
    expect(linesSummary(lines, nameOf)).toBe('Zugerland 2026 × 3, #9 × 1');
  });
});
