import { useUrlState } from '@gb/shell/platform/kit';

/**
 * The orders page's state in its URL, so a link, a reload and the back button keep it: the
 * search, the booklet, whether archived booklets' orders are listed, and the order opened.
 */
export function useOrderListUrl() {
  return useUrlState({ search: '', booklet: '', archived: '', order: '' });
}

export type OrderListUrl = ReturnType<typeof useOrderListUrl>[0];
