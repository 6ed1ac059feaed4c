import { useUrlState } from '@gb/shell/platform/kit';

/** The franchisee's partner-order filters in the URL: state, type, company, booklet and year. */
export function usePartnerOrderUrl() {
  return useUrlState({ state: '', type: '', company: '', booklet: '', year: '' });
}

export type PartnerOrderUrl = ReturnType<typeof usePartnerOrderUrl>[0];
