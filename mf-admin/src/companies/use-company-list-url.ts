import { useUrlState } from '@gb/shell/platform/kit';

import type { CompanyListParams } from './companies.api';

/**
 * The companies list's filters in its URL, so a link, a reload and the back button keep them:
 * the name search, point of sale and selling booklets (`true`, `false` or all), a booklet sold
 * and the responsible user.
 */
export function useCompanyListUrl() {
  return useUrlState({ search: '', pos: '', selling: '', booklet: '', responsible: '' });
}

export type CompanyListUrl = ReturnType<typeof useCompanyListUrl>[0];

const flag = (value: string) => (value === '' ? undefined : value === 'true');
const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** The api's query for the filters in the URL. */
export function companyListParams(url: CompanyListUrl): CompanyListParams {
  const params: CompanyListParams = {
    name: url.search.trim() || undefined,
    isPointOfSales: flag(url.pos),
    isSellingBooklets: flag(url.selling),
    bookletId: id(url.booklet),
    responsibleUserId: id(url.responsible),
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as CompanyListParams;
}
