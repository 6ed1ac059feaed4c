import { VoucherStateClass } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';
import { CheckboxField, SelectField, TextField, type SelectOption } from '@gb/shell/platform/kit';
import { useEffect, useState } from 'react';

import type { ListUrlState } from './voucher-list-filter';
import type { ReferenceData } from './use-reference-data';

/** The text search waits this long after the last key before it asks (spec: 200 ms). */
export const FULLTEXT_DEBOUNCE_MS = 200;

interface VoucherFilterBarProps {
  url: ListUrlState;
  onChange: (changes: Partial<ListUrlState>) => void;
  reference: ReferenceData;
  /** Staff filter by responsible user and company too. */
  isStaff: boolean;
}

/** The list's filters; every one lives in the URL, so a link or reload keeps them. */
export function VoucherFilterBar({ url, onChange, reference, isStaff }: VoucherFilterBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(url.q);
  useEffect(() => setText(url.q), [url.q]);
  useEffect(() => {
    if (text === url.q) return undefined;
    const timer = setTimeout(() => onChange({ q: text }), FULLTEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, url.q, onChange]);
  const stateOptions: SelectOption<string>[] = Object.values(VoucherStateClass).map((state) => ({
    value: state,
    label: reference.stateLabel(state),
  }));
  const select = (
    name: keyof ListUrlState,
    label: string,
    options: readonly SelectOption<string | number>[],
    placeholder: string,
  ) => (
    <SelectField<string>
      label={label}
      options={[
        { value: '', label: placeholder },
        ...options.map((option) => ({ value: String(option.value), label: option.label })),
      ]}
      value={url[name]}
      onChange={(value) => onChange({ [name]: value ?? '' })}
    />
  );
  return (
    <Bar role="search" aria-label={t('kit.filter')}>
      <TextField label={t('voucherAdmin.search')} type="search" value={text} onChange={setText} />
      {select(
        'booklet',
        t('fields.booklet'),
        reference.bookletOptions,
        t('voucherAdmin.allBooklets'),
      )}
      {select('state', t('fields.stateClass'), stateOptions, t('voucherAdmin.allStates'))}
      {select(
        'category',
        t('fields.voucherCategory'),
        reference.categoryOptions,
        t('voucherAdmin.allCategories'),
      )}
      {isStaff &&
        select(
          'responsible',
          t('fields.responsibleUser'),
          reference.userOptions,
          t('voucherAdmin.allResponsibleUsers'),
        )}
      {isStaff &&
        reference.companyOptions.length > 0 &&
        select(
          'company',
          t('fields.company'),
          reference.companyOptions,
          t('voucherAdmin.allCompanies'),
        )}
      <Flags>
        <CheckboxField
          label={t('voucherAdmin.favoritesOnly')}
          value={url.favorites === '1'}
          onChange={(value) => onChange({ favorites: value ? '1' : '' })}
        />
        <CheckboxField
          label={t('voucherAdmin.archived')}
          value={url.archived === '1'}
          onChange={(value) => onChange({ archived: value ? '1' : '' })}
        />
      </Flags>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s} ${({ theme }) => theme.spacing.m};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  align-items: end;
`;

const Flags = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;
