import { AddressType, type Order } from '@gb/contracts';

import type { CreditorConfig } from '../../src/config/app-config.js';

/** A configured creditor (not the demo's sample) whose account is a QR-IBAN. */
export const CREDITOR: CreditorConfig = {
  name: 'Gutscheinbuch Regional GmbH',
  address: 'Bahnhofstrasse 1',
  zip: '5000',
  city: 'Aarau',
  iban: 'CH4431999123000889012',
  sample: false,
};

/** Order 2027-00042: two booklets (id 1) and postage, billed to Anna Muster unless `billing` says otherwise. */
export function invoiceOrder(billing: Partial<Order['billingAddress']> = {}): Order {
  return {
    id: 7,
    displayOrderId: '2027-00042',
    orderDateTime: '2026-11-22T09:00:00.000Z',
    billingAddress: {
      type: AddressType.Private,
      salutation: 'Frau',
      company: '',
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Bahnhofstrasse 5',
      addressAddition: '',
      zip: '5000',
      city: 'Aarau',
      email: 'anna@example.ch',
      email2: '',
      phone: '',
      homepage: '',
      lon: null,
      lat: null,
      ...billing,
    },
    orderLines: [
      { bookletId: 1, currency: 'CHF', unitPrice: 35, quantity: 2, price: 70, vatPercent: 8.1 },
    ],
    postage: 5,
    postageLabel: '',
    postageProductNo: '',
    total: 75,
  };
}
