import { useSearchParams } from '@gb/shell/platform';
import { useCallback, useMemo } from 'react';

import { filterFromQuery, withFilter, type VoucherFilter } from './voucher-filter';

export type SetVoucherFilter = (
  patch: Partial<VoucherFilter>,
  options?: { replace?: boolean },
) => void;

/** The voucher filter of the URL query; a change is a history entry unless `replace` is asked. */
export function useVoucherFilter(): [VoucherFilter, SetVoucherFilter] {
  const [query, setQuery] = useSearchParams();
  const filter = useMemo(() => filterFromQuery(query), [query]);
  const setFilter = useCallback<SetVoucherFilter>(
    (patch, options) =>
      setQuery((current) => withFilter(current, patch), {
        replace: options?.replace,
        preventScrollReset: true,
      }),
    [setQuery],
  );
  return [filter, setFilter];
}
