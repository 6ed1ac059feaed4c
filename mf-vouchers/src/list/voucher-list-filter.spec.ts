import { VoucherStateClass } from '@gb/contracts';

import { stateLock } from '../detail/editing-cards';
import { LIST_URL_DEFAULTS, stateCountsInOrder, voucherListFilter } from './voucher-list-filter';

describe(voucherListFilter.name, () => {
  it('turns the URL into the api filter, ignoring what is not a state or an id', () => {
    expect(
      voucherListFilter(
        {
          ...LIST_URL_DEFAULTS,
          q: '  pizza ',
          booklet: '3',
          state: 'Draft,Lost',
          category: 'x',
          company: '5',
          archived: '1',
          page: '2',
        },
        true,
      ),
    ).toEqual({
      page: 2,
      pageSize: 50,
      archived: true,
      bookletId: 3,
      stateClass: [VoucherStateClass.Draft],
      companyId: 5,
      fulltext: 'pizza',
    });
  });

  it('drops the staff filters for a company user', () => {
    expect(
      voucherListFilter({ ...LIST_URL_DEFAULTS, responsible: '11', company: '5' }, false),
    ).toEqual({ page: 1, pageSize: 50, archived: false });
  });
});

describe(stateCountsInOrder.name, () => {
  it('lists the states with vouchers in the order of the workflow', () => {
    expect(stateCountsInOrder({ Finished: 4, Draft: 1, Created: 0 })).toEqual([
      { stateClass: VoucherStateClass.Draft, count: 1 },
      { stateClass: VoucherStateClass.Finished, count: 4 },
    ]);
  });
});

describe(stateLock.name, () => {
  it('asks to save unsaved changes first, and holds the state while a card is open', () => {
    expect(stateLock([{ editing: false, dirty: false }])).toBeUndefined();
    expect(stateLock([{ editing: true, dirty: false }])).toBe('voucher.stateLockedInEditMode');
    expect(
      stateLock([
        { editing: true, dirty: false },
        { editing: true, dirty: true },
      ]),
    ).toBe('voucher.saveFirst');
  });
});
