import {
  VoucherStateClass,
  type VoucherListFilter,
  type VoucherStateClass as StateClass,
} from '@gb/contracts';

/** The list's filters as the URL keeps them (`?state=Draft&favorites=1&q=pizza`). */
export const LIST_URL_DEFAULTS = {
  q: '',
  booklet: '',
  state: '',
  category: '',
  responsible: '',
  company: '',
  favorites: '',
  archived: '',
  page: '1',
};

export type ListUrlState = typeof LIST_URL_DEFAULTS;

/** Rows of one page the api sends. */
export const VOUCHER_PAGE_SIZE = 50;

const STATES = new Set<string>(Object.values(VoucherStateClass));

function positiveId(value: string): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The api's filter for what the URL says; a Company user has no staff filters (its own
 * company's vouchers are all it gets), so they are dropped even when a link carries them.
 */
export function voucherListFilter(url: ListUrlState, isStaff: boolean): VoucherListFilter {
  const states = url.state.split(',').filter((state) => STATES.has(state)) as StateClass[];
  const fulltext = url.q.trim();
  const filter: VoucherListFilter = {
    page: positiveId(url.page) ?? 1,
    pageSize: VOUCHER_PAGE_SIZE,
    archived: url.archived === '1',
    bookletId: positiveId(url.booklet),
    stateClass: states.length > 0 ? states : undefined,
    voucherCategoryId: positiveId(url.category),
    favorite: url.favorites === '1' ? true : undefined,
    fulltext: fulltext === '' ? undefined : fulltext,
  };
  if (isStaff) {
    filter.responsibleUserId = positiveId(url.responsible);
    filter.companyId = positiveId(url.company);
  }
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as VoucherListFilter;
}

/** The states in the order of the workflow, each with how many vouchers the filters find in it. */
export function stateCountsInOrder(
  counts: Partial<Record<StateClass, number>>,
): { stateClass: StateClass; count: number }[] {
  return Object.values(VoucherStateClass)
    .filter((stateClass) => (counts[stateClass] ?? 0) > 0)
    .map((stateClass) => ({ stateClass, count: counts[stateClass] ?? 0 }));
}
