import { styled, useTranslation } from '@gb/shell/platform';
import { SelectField, TextField, useGetResponsibleUsersQuery } from '@gb/shell/platform/kit';

import { useGetSellableBookletsQuery } from './companies.api';
import { useCompanyListUrl } from './use-company-list-url';

const ALL = 'all';

/** Search, flags, booklet and responsible user of the companies list, kept in the URL. */
export function CompanyFilters() {
  const { t } = useTranslation();
  const [filters, setFilters] = useCompanyListUrl();
  const { data: booklets = [] } = useGetSellableBookletsQuery();
  const { data: users = [] } = useGetResponsibleUsersQuery();
  const yesNo = [
    { value: ALL, label: t('companyAdmin.all') },
    { value: 'true', label: t('companyAdmin.yes') },
    { value: 'false', label: t('companyAdmin.no') },
  ];
  const pick = (value: string | null) => (value === ALL || value === null ? '' : value);
  return (
    <Filters role="search" aria-label={t('kit.filter')}>
      <SearchField>
        <TextField
          type="search"
          label={t('companyAdmin.search')}
          value={filters.search}
          onChange={(search) => setFilters({ search })}
        />
      </SearchField>
      <SelectField<string>
        label={t('fields.isPointOfSales')}
        options={yesNo}
        value={filters.pos || ALL}
        onChange={(pos) => setFilters({ pos: pick(pos) })}
      />
      <SelectField<string>
        label={t('companyAdmin.isSellingBooklets')}
        options={yesNo}
        value={filters.selling || ALL}
        onChange={(selling) => setFilters({ selling: pick(selling) })}
      />
      <SelectField<string>
        label={t('fields.booklet')}
        options={[
          { value: ALL, label: t('companyAdmin.allBooklets') },
          ...booklets.map((booklet) => ({
            value: String(booklet.id),
            label: `${booklet.regionName} ${booklet.year}`,
          })),
        ]}
        value={filters.booklet || ALL}
        onChange={(booklet) => setFilters({ booklet: pick(booklet) })}
      />
      <SelectField<string>
        label={t('fields.responsibleUser')}
        options={[
          { value: ALL, label: t('companyAdmin.allResponsibleUsers') },
          ...users.map((user) => ({
            value: String(user.id),
            label: `${user.firstname} ${user.lastname}`.trim() || user.email,
          })),
        ]}
        value={filters.responsible || ALL}
        onChange={(responsible) => setFilters({ responsible: pick(responsible) })}
      />
    </Filters>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  align-items: flex-end;

  & > * {
    min-width: min(100%, 12rem);
  }
`;

const SearchField = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
`;
