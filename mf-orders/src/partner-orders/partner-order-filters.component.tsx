import {
  PartnerOrderState,
  PartnerOrderType,
  ReturnOrderState,
  type OrderBooklet,
} from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';
import { SelectField } from '@gb/shell/platform/kit';

import { usePartnerOrderUrl, type PartnerOrderUrl } from './use-partner-order-url';

const ALL = 'all';

interface PartnerOrderFiltersProps {
  companies: readonly { id: number; name: string }[];
  booklets: readonly OrderBooklet[];
}

/** State, type, company, booklet and year of the franchisee's lists, kept in the URL. */
export function PartnerOrderFilters({ companies, booklets }: PartnerOrderFiltersProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = usePartnerOrderUrl();
  const states = [
    ...new Set([...Object.values(PartnerOrderState), ...Object.values(ReturnOrderState)]),
  ];
  const years = [...new Set(booklets.map((booklet) => booklet.year))].sort((a, b) => b - a);
  const select = (
    name: keyof PartnerOrderUrl,
    label: string,
    allLabel: string,
    options: { value: string; label: string }[],
  ) => (
    <SelectField<string>
      label={label}
      options={[{ value: ALL, label: allLabel }, ...options]}
      value={filters[name] || ALL}
      onChange={(value) => setFilters({ [name]: value === ALL || !value ? '' : value })}
    />
  );
  return (
    <Filters role="search" aria-label={t('kit.filter')}>
      {select(
        'state',
        t('partnerOrder.state'),
        t('partnerOrder.allStates'),
        states.map((state) => ({
          value: state,
          label: t(
            Object.values(PartnerOrderState).includes(state as PartnerOrderState)
              ? `partnerOrderStates.${state}`
              : `returnOrderStates.${state}`,
          ),
        })),
      )}
      {select(
        'type',
        t('partnerOrder.type'),
        t('partnerOrder.allTypes'),
        Object.values(PartnerOrderType).map((type) => ({
          value: type,
          label: t(`partnerOrderTypes.${type}`),
        })),
      )}
      {select(
        'company',
        t('partnerOrder.company'),
        t('partnerOrder.allCompanies'),
        companies.map((company) => ({ value: String(company.id), label: company.name })),
      )}
      {select(
        'booklet',
        t('fields.booklet'),
        t('partnerOrder.allBooklets'),
        booklets.map((booklet) => ({
          value: String(booklet.id),
          label: `${booklet.regionName} ${booklet.year}`,
        })),
      )}
      {select(
        'year',
        t('partnerOrder.year'),
        t('partnerOrder.allYears'),
        years.map((year) => ({ value: String(year), label: String(year) })),
      )}
    </Filters>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  align-items: flex-end;
`;
