import { styled, useTranslation } from '@gb/shell/platform';
import type { PublicBooklet, VoucherCategory } from '@gb/contracts';
import { useEffect, useState } from 'react';

import { useCategoryTitle } from './use-category-title.hook';
import type { SetVoucherFilter } from './use-voucher-filter.hook';
import type { VoucherFilter } from './voucher-filter';

/** Fulltext changes reach the filter after the visitor pauses this long (spec: 200 ms). */
export const FULLTEXT_DEBOUNCE_MS = 200;

interface VoucherFilterBarProps {
  filter: VoucherFilter;
  setFilter: SetVoucherFilter;
  booklets: readonly PublicBooklet[];
  categories: readonly VoucherCategory[];
}

export function VoucherFilterBar({
  filter,
  setFilter,
  booklets,
  categories,
}: VoucherFilterBarProps) {
  const { t } = useTranslation();
  const categoryTitle = useCategoryTitle();
  const [fulltext, setFulltext] = useState(filter.fulltext);

  // The URL changed from outside (back button, shared link): show its text.
  useEffect(() => setFulltext(filter.fulltext), [filter.fulltext]);

  useEffect(() => {
    if (fulltext === filter.fulltext) return;
    const timer = setTimeout(
      () => setFilter({ fulltext }, { replace: true }),
      FULLTEXT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [fulltext, filter.fulltext, setFilter]);

  const category = categories.find((candidate) => candidate.id === filter.categoryId);
  return (
    <Bar role="search">
      <Field>
        {t('voucherFilter.fulltext')}
        <Input
          type="search"
          value={fulltext}
          onChange={(event) => setFulltext(event.target.value)}
        />
      </Field>
      <Field>
        {t('voucherFilter.booklet')}
        <Select
          value={filter.bookletId ?? ''}
          onChange={(event) => setFilter({ bookletId: Number(event.target.value) })}
        >
          {booklets.map((booklet) => (
            <option key={booklet.id} value={booklet.id}>
              {booklet.regionName} {booklet.year}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {t('voucherFilter.category')}
        <CategoryRow>
          <Dot $color={category?.color} aria-hidden="true" />
          <Select
            value={filter.categoryId ?? ''}
            onChange={(event) =>
              setFilter({ categoryId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('voucherFilter.allCategories')}</option>
            {categories.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                <OptionDot $color={candidate.color} aria-hidden="true" />
                {categoryTitle(candidate)}
              </option>
            ))}
          </Select>
        </CategoryRow>
      </Field>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin-bottom: ${({ theme }) => theme.spacing.m};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.muted};
`;

const Input = styled.input`
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

/**
 * Where the browser draws the list itself (customisable select), an option shows its category's
 * dot before its title; elsewhere the option is its title, and the dot beside the list shows the
 * chosen category. Only the dot is in the category's colour: the text keeps the page's.
 */
const Select = styled.select`
  &,
  &::picker(select) {
    appearance: base-select;
  }
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

const CategoryRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Dot = styled.span<{ $color: string | undefined }>`
  flex: none;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => $color ?? theme.colors.border};
`;

const OptionDot = styled(Dot)`
  display: inline-block;
  margin-inline-end: ${({ theme }) => theme.spacing.s};
`;
