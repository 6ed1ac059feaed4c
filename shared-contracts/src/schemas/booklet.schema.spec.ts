import { BookletState } from '../enums.js';
import { translatorFor } from '../testing/translator.js';
import { bookletCommentSchema, bookletRequestOf, bookletSchema } from './booklet.schema.js';
import { issueMessages, localizedIssues } from './validation-issue.js';

const booklet = {
  regionId: 1,
  year: 2027,
  state: BookletState.Draft,
  unitPrice: 35,
  orderFromDate: '2026-11-01',
  preOrderFromDate: '2026-10-01',
  vatPercent: 2.6,
  internalUnitPrice: 20,
  abacusProductId: 'GB-2027',
  internalAbacusProductId: null,
  costCentre1Income: null,
  internalCostCentre1Income: null,
  qtyPrinted: 5000,
  maxInternalOrders: null,
  informationForNextYear: '',
  responsibleUserId: null,
  shippingDate: null,
};

function messages(body: unknown, locale: 'de-CH' | 'en-US' = 'de-CH'): string[] {
  const result = bookletSchema.safeParse(body, localizedIssues(translatorFor(locale)));
  return result.success ? [] : issueMessages(result.error);
}

describe('bookletSchema', () => {
  it('accepts a whole booklet with its state as a number', () => {
    expect(messages(booklet)).toEqual([]);
    expect(messages({ ...booklet, state: BookletState.Archived })).toEqual([]);
  });

  it.each([
    [{ state: 'Published' }, 'Status ist ungültig', 'State is invalid'],
    [{ state: 5 }, 'Status ist ungültig', 'State is invalid'],
    [{ unitPrice: -1 }, 'Preis ist ungültig', 'Price is invalid'],
    [{ internalUnitPrice: -0.05 }, 'Interner Preis ist ungültig', 'Internal price is invalid'],
    [
      { vatPercent: 7 },
      'MWST % muss ein Schweizer MWST-Satz sein (0, 2.6, 3.8 oder 8.1 %)',
      'VAT % must be a Swiss VAT rate (0, 2.6, 3.8 or 8.1 %)',
    ],
    [
      { preOrderFromDate: '2026-11-02' },
      'Vorbestellbar ab muss vor dem Datum «Bestellbar ab» liegen',
      "Pre-orderable from must be before the 'Orderable from' date",
    ],
    [
      { year: 1999 },
      'Jahr muss zwischen 2000 und 2100 liegen',
      'Year must be between 2000 and 2100',
    ],
  ])('refuses %j in both languages', (change, german, english) => {
    expect(messages({ ...booklet, ...change })).toEqual([german]);
    expect(messages({ ...booklet, ...change }, 'en-US')).toEqual([english]);
  });

  it('accepts the same day for pre-order and order (no pre-order phase) and missing dates', () => {
    expect(messages({ ...booklet, preOrderFromDate: '2026-11-01' })).toEqual([]);
    expect(messages({ ...booklet, orderFromDate: null })).toEqual([]);
  });
});

describe('bookletCommentSchema', () => {
  it('requires a title and a text', () => {
    const result = bookletCommentSchema.safeParse(
      { title: ' ', text: '' },
      localizedIssues(translatorFor('de-CH')),
    );
    expect(result.success ? [] : issueMessages(result.error)).toEqual([
      'Titel darf nicht leer sein.',
      'Text darf nicht leer sein.',
    ]);
  });
});

describe('bookletRequestOf', () => {
  it('keeps every field a booklet request carries and drops what the api adds', () => {
    const stored = { ...booklet, id: 7, regionName: 'Zug', numOrders: 3, hasCoverImage: true };
    expect(bookletRequestOf(stored)).toEqual(booklet);
    expect(messages(bookletRequestOf(stored))).toEqual([]);
  });
});
