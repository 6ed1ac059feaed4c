import { hasPermission, Permission } from '@gb/contracts';
import {
  asLocale,
  selectSession,
  styled,
  useAppSelector,
  useTranslation,
} from '@gb/shell/platform';
import { CheckboxField, PageLayout, SelectField, useUrlState } from '@gb/shell/platform/kit';

import { filterBooklets, filterChoices, NO_FILTER } from '../booklets/booklet-filter';
import { BookletTable } from '../booklets/booklet-table.component';
import { useGetBookletsQuery } from '../booklets/booklets.api';
import { NewBooklet } from '../booklets/new-booklet.component';

/** /dashboard/booklets: booklets by year and region, filters in the URL, new and clone. */
export function BookletListPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const session = useAppSelector(selectSession);
  const isFranchisee = hasPermission(session?.permissions ?? [], Permission.Franchisee);
  const [filter, setFilter] = useUrlState(NO_FILTER);
  const archived = filter.archived === 'true';
  const { data, isLoading, isError, refetch } = useGetBookletsQuery({ archived });
  const { years, regions } = filterChoices(data ?? []);
  return (
    <PageLayout title={t('routes.booklets')} toolbar={isFranchisee && <NewBooklet />}>
      <Filters>
        <SelectField<string>
          label={t('fields.year')}
          value={filter.year || 'all'}
          onChange={(year) => setFilter({ year: year === 'all' || !year ? '' : year })}
          options={[
            { value: 'all', label: t('bookletAdmin.allYears') },
            ...years.map((year) => ({ value: String(year), label: String(year) })),
          ]}
        />
        <SelectField<string>
          label={t('fields.region')}
          value={filter.region || 'all'}
          onChange={(region) => setFilter({ region: region === 'all' || !region ? '' : region })}
          options={[
            { value: 'all', label: t('bookletAdmin.allRegions') },
            ...regions.map(([id, name]) => ({ value: String(id), label: name })),
          ]}
        />
        <CheckboxField
          label={t('bookletAdmin.archived')}
          value={archived}
          onChange={(checked) => setFilter({ archived: checked ? 'true' : '' })}
        />
      </Filters>
      <BookletTable
        booklets={data && filterBooklets(data, filter)}
        locale={locale}
        isLoading={isLoading}
        error={isError ? t('errors.generic') : undefined}
        onRetry={() => void refetch()}
        canClone={isFranchisee}
      />
    </PageLayout>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.m};

  & > * {
    min-width: min(100%, 12rem);
  }
`;
