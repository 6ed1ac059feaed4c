import voucherFilter from '@gb/contracts/messages/de-CH/voucher-filter';
import type { VoucherCategory } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';
import { useCallback } from 'react';

/** The catalogue's key of a category by its stored German title. */
const KEY_BY_TITLE = new Map(
  Object.entries(voucherFilter.categories).map(([key, title]) => [title, key]),
);

/**
 * A category's name in the language shown: from the catalogue when it knows the category, else
 * the title as stored.
 */
export function useCategoryTitle(): (category: VoucherCategory) => string {
  const { t } = useTranslation();
  return useCallback(
    (category: VoucherCategory) => {
      const key = KEY_BY_TITLE.get(category.title);
      return key ? t(`voucherFilter.categories.${key}`) : category.title;
    },
    [t],
  );
}
