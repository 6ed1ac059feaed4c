import type { OrderBooklet } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';
import { CheckboxField, SelectField, TextField } from '@gb/shell/platform/kit';

import { useOrderListUrl } from './use-order-list-url';

const ALL = 'all';

/** Search, booklet and archived switch of the orders list, kept in the URL. */
export function OrderFilters({ booklets }: { booklets: readonly OrderBooklet[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useOrderListUrl();
  const options = [
    { value: ALL, label: t('orderAdmin.allBooklets') },
    ...booklets.map((booklet) => ({
      value: String(booklet.id),
      label: `${booklet.regionName} ${booklet.year}`,
    })),
  ];
  return (
    <Filters role="search" aria-label={t('kit.filter')}>
      <SearchField>
        <TextField
          type="search"
          label={t('orderAdmin.search')}
          value={filters.search}
          onChange={(search) => setFilters({ search })}
        />
      </SearchField>
      <SelectField
        label={t('fields.booklet')}
        options={options}
        value={filters.booklet || ALL}
        onChange={(booklet) => setFilters({ booklet: booklet === ALL ? '' : (booklet ?? '') })}
      />
      <CheckboxField
        label={t('orderAdmin.archived')}
        value={filters.archived === 'true'}
        onChange={(archived) => setFilters({ archived: archived ? 'true' : '' })}
      />
    </Filters>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  align-items: flex-end;
`;

const SearchField = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
`;
