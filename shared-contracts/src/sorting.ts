/** What voucher sorting needs: the category and the company's name in either answer shape. */
export interface VoucherSortKey {
  voucherCategoryId: number | null;
  companyName?: string;
  company?: { name: string } | null;
}

export interface BookletSortKey {
  year: number;
  /** The region's sortId; a booklet without one sorts after the others of its year. */
  regionSortId?: number | null;
}

export type CategoryPriorities =
  | ReadonlyMap<number, { priority: number }>
  | Readonly<Record<number, { priority: number } | undefined>>;

const companyNames = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });

function priorityOf(categoryId: number | null, categoriesById: CategoryPriorities): number {
  if (categoryId === null) return Number.POSITIVE_INFINITY;
  const category =
    categoriesById instanceof Map
      ? categoriesById.get(categoryId)
      : (categoriesById as Record<number, { priority: number } | undefined>)[categoryId];
  return category?.priority ?? Number.POSITIVE_INFINITY;
}

function nameOf(voucher: VoucherSortKey): string {
  return voucher.companyName ?? voucher.company?.name ?? '';
}

function compareNumbers(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Category priority (unknown categories last), then company name as a Swiss reader sorts. */
export function compareVouchers(
  a: VoucherSortKey,
  b: VoucherSortKey,
  categoriesById: CategoryPriorities,
): number {
  return (
    compareNumbers(
      priorityOf(a.voucherCategoryId, categoriesById),
      priorityOf(b.voucherCategoryId, categoriesById),
    ) || companyNames.compare(nameOf(a), nameOf(b))
  );
}

/** Year, then region sortId. */
export function compareBooklets(a: BookletSortKey, b: BookletSortKey): number {
  return (
    compareNumbers(a.year, b.year) ||
    compareNumbers(
      a.regionSortId ?? Number.POSITIVE_INFINITY,
      b.regionSortId ?? Number.POSITIVE_INFINITY,
    )
  );
}
