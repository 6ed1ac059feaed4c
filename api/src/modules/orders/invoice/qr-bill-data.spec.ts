import { AddressType, type Order as OrderDto } from '@gb/contracts';

import { isPaymentPartCharacter } from './payment-part-text.js';
import { qrBillData } from './qr-bill-data.js';

const creditor = {
  name: 'Gutscheinbuch Regional GmbH',
  address: 'Bahnhofstrasse 1',
  zip: '5000',
  city: 'Aarau',
  iban: 'CH4431999123000889012',
  sample: false,
};

function orderBy(billing: Partial<OrderDto['billingAddress']>): OrderDto {
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

describe(qrBillData.name, () => {
  it('puts the house number of buyer and creditor in its own field of the structured address', () => {
    const data = qrBillData(orderBy({ street: 'Route de Genève 12b' }), creditor, 'x');
    expect(data.debtor).toMatchObject({ address: 'Route de Genève', buildingNumber: '12b' });
    expect(data.creditor).toMatchObject({ address: 'Bahnhofstrasse', buildingNumber: '1' });
  });

  it('shortens a long address to the payment part’s lengths at whole words, house number kept', () => {
    const data = qrBillData(
      orderBy({
        type: AddressType.Company,
        company:
          'Genossenschaft für regionale Gastronomie und Kultur im Oberen Freiamt und Umgebung',
        firstname: '',
        lastname: '',
        street: 'Chemin des Grands-Champs de la Haute-Vallée prolongée jusqu’au Moulin Neuf 113',
        city: 'Saint-Martin-de-la-Haute-Vallée-du-Rhône bei Sion',
      }),
      creditor,
      'x',
    );
    expect(data.debtor).toEqual({
      name: 'Genossenschaft für regionale Gastronomie und Kultur im Oberen Freiamt',
      address: "Chemin des Grands-Champs de la Haute-Vallée prolongée jusqu'au Moulin",
      buildingNumber: '113',
      zip: '5000',
      city: 'Saint-Martin-de-la-Haute-Vallée-du',
      country: 'CH',
    });
    expect(data.debtor!.name.length).toBeLessThanOrEqual(70);
    expect(data.debtor!.address.length).toBeLessThanOrEqual(70);
    expect(data.debtor!.city.length).toBeLessThanOrEqual(35);
  });

  it('writes the order form’s typographic and foreign characters in the allowed set', () => {
    const data = qrBillData(
      orderBy({
        firstname: 'Siobhán\t🎉',
        lastname: 'O’Brien–Nguyễn',
        street: 'Hauptgasse\u00a07',
      }),
      creditor,
      'Bestellung – 2027-00042',
    );
    expect(data.debtor).toMatchObject({
      name: "Siobhán O'Brien-Nguyên",
      address: 'Hauptgasse',
      buildingNumber: '7',
    });
    expect(data.message).toBe('Bestellung - 2027-00042');
    const texts = [data.message, ...Object.values(data.debtor!), ...Object.values(data.creditor)];
    for (const text of texts.map(String)) {
      for (const character of text) expect(isPaymentPartCharacter(character)).toBe(true);
    }
  });
});
