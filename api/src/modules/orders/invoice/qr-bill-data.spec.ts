import { AddressType } from '@gb/contracts';
import { isQRReferenceValid } from 'swissqrbill/utils';

import { CREDITOR, invoiceOrder } from '../../../../test/support/invoice-order.fixture.js';
import { isPaymentPartCharacter } from './payment-part-text.js';
import { qrBillData, qrReferenceOf } from './qr-bill-data.js';

describe(qrBillData.name, () => {
  it('derives a valid QR reference from the order number', () => {
    const reference = qrReferenceOf('2027-00042');
    expect(reference).toHaveLength(27);
    expect(reference.slice(0, 26)).toBe('00000000000000000202700042');
    expect(isQRReferenceValid(reference)).toBe(true);
  });

  it('bills the order total to the buyer, payable to the configured creditor', () => {
    const data = qrBillData(invoiceOrder(), CREDITOR, 'Bestellung 2027-00042');
    expect(data).toMatchObject({
      amount: 75,
      currency: 'CHF',
      creditor: { account: CREDITOR.iban, name: CREDITOR.name, zip: '5000', city: 'Aarau' },
      debtor: {
        name: 'Anna Muster',
        address: 'Bahnhofstrasse',
        buildingNumber: '5',
        zip: '5000',
        city: 'Aarau',
      },
      message: 'Bestellung 2027-00042',
    });
  });

  it('bills a company order to the company', () => {
    expect(qrBillData(invoiceOrder({ company: 'Muster AG' }), CREDITOR, '').debtor?.name).toBe(
      'Muster AG',
    );
  });

  it('leaves the reference out for an ordinary IBAN', () => {
    const data = qrBillData(invoiceOrder(), { ...CREDITOR, iban: 'CH9300762011623852957' }, 'x');
    expect(data.reference).toBeUndefined();
  });

  it('puts the house number of buyer and creditor in its own field of the structured address', () => {
    const data = qrBillData(invoiceOrder({ street: 'Route de Genève 12b' }), CREDITOR, 'x');
    expect(data.debtor).toMatchObject({ address: 'Route de Genève', buildingNumber: '12b' });
    expect(data.creditor).toMatchObject({ address: 'Bahnhofstrasse', buildingNumber: '1' });
  });

  it('shortens a long address to the payment part’s lengths at whole words, house number kept', () => {
    const data = qrBillData(
      invoiceOrder({
        type: AddressType.Company,
        company:
          'Genossenschaft für regionale Gastronomie und Kultur im Oberen Freiamt und Umgebung',
        firstname: '',
        lastname: '',
        street: 'Chemin des Grands-Champs de la Haute-Vallée prolongée jusqu’au Moulin Neuf 113',
        city: 'Saint-Martin-de-la-Haute-Vallée-du-Rhône bei Sion',
      }),
      CREDITOR,
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
      invoiceOrder({
        firstname: 'Siobhán\t🎉',
        lastname: 'O’Brien–Nguyễn',
        street: 'Hauptgasse\u00a07',
      }),
      CREDITOR,
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
