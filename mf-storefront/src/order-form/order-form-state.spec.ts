import { AddressType, BookletState, type PublicBooklet, type Translate } from '@gb/contracts';
import { changeLocale, i18n, loadNamespaces } from '@gb/shell/platform';

import { ORDER_FORM_NAMESPACES } from '../wording';

import {
  emptyOrderForm,
  orderFormErrors,
  orderFormSummary,
  requiredAddressFields,
  selectedQuantity,
  toOrderRequest,
  withLineQuantity,
  withLineSelected,
  type OrderFormState,
} from './order-form-state';

const booklet = (id: number, unitPrice: number): PublicBooklet => ({
  id,
  regionId: id,
  regionName: `Region ${id}`,
  regionCanonical: `region-${id}`,
  year: 2027,
  state: BookletState.Published,
  unitPrice,
  currency: 'CHF',
  orderFromDate: null,
  preOrderFromDate: '2020-01-01',
  hasCoverImage: false,
  coverImageId: null,
  voucherCount: 100,
});

const BOOKLETS = [booklet(1, 35), booklet(2, 39.9)];

function filled(type = AddressType.Private): OrderFormState {
  const state = withLineSelected(emptyOrderForm(BOOKLETS), 1, true);
  return {
    ...state,
    type,
    address: {
      ...state.address,
      firstname: 'Anna',
      lastname: 'Muster',
      company: 'Muster AG',
      street: 'Bahnhofstrasse 5',
      zip: '5000',
      city: 'Aarau',
      email: 'anna@example.ch',
    },
  };
}

/** The catalogue's wording in one locale, as the form renders it. */
const inLocale =
  (locale: 'de-CH' | 'en-US'): Translate =>
  (key, params) =>
    i18n.getFixedT(locale)(key, params ?? {});
const german = inLocale('de-CH');

describe('order form state', () => {
  beforeAll(() => loadNamespaces(ORDER_FORM_NAMESPACES));
  afterAll(() => changeLocale('de-CH'));

  it('sets the quantity to 1 on selecting and to 0 on deselecting', () => {
    const selected = withLineSelected(emptyOrderForm(BOOKLETS), 2, true);
    expect(selected.lines[1]).toEqual({ bookletId: 2, isSelected: true, quantity: 1 });
    expect(withLineSelected(selected, 2, false).lines[1]).toEqual({
      bookletId: 2,
      isSelected: false,
      quantity: 0,
    });
  });

  it('sends only selected lines with whole quantities and clears a private company', () => {
    const state = withLineQuantity(filled(), 1, 2.7);
    expect(toOrderRequest(state)).toMatchObject({
      type: 'private',
      company: '',
      orderLines: [{ bookletId: 1, quantity: 2 }],
    });
    expect(toOrderRequest(filled(AddressType.Company)).company).toBe('Muster AG');
  });

  it('is valid once every rule is met', () => {
    expect(orderFormErrors(filled(), german)).toEqual({});
  });

  it('names each broken rule in the locale', async () => {
    const state = filled();
    await changeLocale('en-US');
    const english = inLocale('en-US');
    expect(
      orderFormErrors({ ...state, address: { ...state.address, zip: '0123' } }, german),
    ).toEqual({
      zip: 'PLZ muss gültige PLZ sein.',
    });
    expect(
      orderFormErrors({ ...state, address: { ...state.address, lastname: '' } }, english),
    ).toEqual({ lastname: 'Last name is required' });
    expect(orderFormErrors(withLineSelected(state, 1, false), german)).toEqual({
      orderLines: 'Bitte mindestens ein Booklet auswählen',
    });
    expect(orderFormErrors(withLineQuantity(state, 1, 0), german)).toEqual({
      orderLines: 'Anzahl muss zwischen 1 und 100 liegen',
    });
  });

  it('lets a company order go with the company name only', () => {
    const state = filled(AddressType.Company);
    const companyOnly = { ...state, address: { ...state.address, firstname: '', lastname: '' } };
    expect(orderFormErrors(companyOnly, german)).toEqual({});
  });

  it('sums the selected lines with the postage of their quantity', () => {
    const state = withLineQuantity(withLineSelected(filled(), 2, true), 1, 2);
    const summary = orderFormSummary(state, BOOKLETS);
    expect(summary.lines.map((line) => line.price)).toEqual([70, 39.9]);
    expect(summary.quantity).toBe(3);
    expect(summary.postage).toBe(7.5);
    expect(summary.total).toBe(117.4);
  });

  it("takes the api's postage for the same quantity, and the table's for another", () => {
    const state = withLineQuantity(withLineSelected(filled(), 2, true), 1, 2);
    expect(selectedQuantity(state)).toBe(3);
    const fromApi = orderFormSummary(state, BOOKLETS, { quantity: 3, postage: 8 });
    expect(fromApi.postage).toBe(8);
    expect(fromApi.total).toBe(117.9);
    const stale = orderFormSummary(state, BOOKLETS, { quantity: 2, postage: 5 });
    expect(stale.postage).toBe(7.5);
  });

  describe('required address fields', () => {
    const required = (state: OrderFormState) => [...requiredAddressFields(state)].sort();
    const base = ['city', 'email', 'street', 'zip'];

    it('asks a private order for both names', () => {
      expect(required(emptyOrderForm(BOOKLETS))).toEqual([...base, 'firstname', 'lastname'].sort());
    });

    it('asks an empty company order for the company and both names', () => {
      const state = { ...emptyOrderForm(BOOKLETS), type: AddressType.Company };
      expect(required(state)).toEqual([...base, 'company', 'firstname', 'lastname'].sort());
    });

    it('lets a company name stand in for the names, and both names for the company', () => {
      const empty = { ...emptyOrderForm(BOOKLETS), type: AddressType.Company };
      const named = { ...empty, address: { ...empty.address, company: 'Muster AG' } };
      expect(required(named)).toEqual([...base, 'company'].sort());
      const people = {
        ...empty,
        address: { ...empty.address, firstname: 'Anna', lastname: 'Muster' },
      };
      expect(required(people)).toEqual([...base, 'firstname', 'lastname'].sort());
    });
  });
});
