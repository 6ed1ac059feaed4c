import type { PublicVoucher } from '@gb/contracts';

/** What a visitor filters the vouchers by; it lives in the URL query so a view can be shared. */
export interface VoucherFilter {
  fulltext: string;
  bookletId: number | null;
  categoryId: number | null;
  view: VoucherView;
}

export type VoucherView = 'gallery' | 'map';

const QUERY = {
  fulltext: 'q',
  bookletId: 'booklet',
  categoryId: 'category',
  view: 'view',
} as const;

function idOf(value: string | null): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function filterFromQuery(query: URLSearchParams): VoucherFilter {
  return {
    fulltext: query.get(QUERY.fulltext) ?? '',
    bookletId: idOf(query.get(QUERY.bookletId)),
    categoryId: idOf(query.get(QUERY.categoryId)),
    view: query.get(QUERY.view) === 'map' ? 'map' : 'gallery',
  };
}

/** The query with the filter's parts set; parameters of other features stay untouched. */
export function withFilter(query: URLSearchParams, patch: Partial<VoucherFilter>): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (name: string, value: string | null) =>
    value === null || value === '' ? next.delete(name) : next.set(name, value);
  if ('fulltext' in patch) set(QUERY.fulltext, patch.fulltext?.trim() ? patch.fulltext : null);
  if ('bookletId' in patch) set(QUERY.bookletId, patch.bookletId?.toString() ?? null);
  if ('categoryId' in patch) set(QUERY.categoryId, patch.categoryId?.toString() ?? null);
  if ('view' in patch) set(QUERY.view, patch.view === 'map' ? 'map' : null);
  return next;
}

function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Vouchers matching every part: all words of the fulltext in company, city or offer; booklet; category. */
export function filterVouchers(
  vouchers: readonly PublicVoucher[],
  filter: Pick<VoucherFilter, 'fulltext' | 'bookletId' | 'categoryId'>,
): PublicVoucher[] {
  const words = normalized(filter.fulltext).split(/\s+/).filter(Boolean);
  return vouchers.filter((voucher) => {
    if (filter.bookletId !== null && !voucher.bookletIds.includes(filter.bookletId)) return false;
    if (filter.categoryId !== null && voucher.voucherCategoryId !== filter.categoryId) return false;
    if (words.length === 0) return true;
    const text = normalized(
      `${voucher.companyName} ${voucher.city} ${voucher.offerShort} ${voucher.offerLong}`,
    );
    return words.every((word) => text.includes(word));
  });
}
