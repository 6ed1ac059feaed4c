import { styled, Tabs, useTranslation } from '@gb/shell/platform';
import { isInVoucherFilter, type PublicBooklet, type PublicVoucher } from '@gb/contracts';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';

import { useGetVoucherCategoriesQuery } from '../api/voucher-categories.api';
import { useVoucherFilter } from './use-voucher-filter.hook';
import { VoucherFilterBar } from './voucher-filter-bar.component';
import { filterVouchers, type VoucherView } from './voucher-filter';
import { VoucherGallery } from './voucher-gallery.component';

// OpenLayers is big: its chunk loads only when the map tab opens.
const VoucherMap = lazy(() =>
  import('./voucher-map.component').then((module) => ({ default: module.VoucherMap })),
);

// The slideshow opens on a click, so Home's first screen goes without its code.
const VoucherSlideshow = lazy(() =>
  import('./voucher-slideshow.component').then((module) => ({
    default: module.VoucherSlideshow,
  })),
);

const VIEWS: readonly VoucherView[] = ['gallery', 'map'];

interface VoucherSectionProps {
  booklets: readonly PublicBooklet[];
  vouchers: readonly PublicVoucher[];
}

/** Filter, count, gallery and map tabs and the slideshow of the vouchers of the given booklets. */
export const VoucherSection = memo(function VoucherSection({
  booklets,
  vouchers,
}: VoucherSectionProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useVoucherFilter();
  const { data: categories = [] } = useGetVoucherCategoriesQuery();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const filterBooklets = useMemo(() => booklets.filter(isInVoucherFilter), [booklets]);

  // On load the booklet filter picks a random booklet (spec), unless the URL names one; a booklet
  // with vouchers to show, where there is one. Picked before the first paint, so the count and the
  // gallery never show every booklet's vouchers for a moment.
  const randomBooklet = useMemo(
    () => pickBooklet(filterBooklets, vouchers),
    [filterBooklets, vouchers],
  );
  const named = filterBooklets.some((booklet) => booklet.id === filter.bookletId);
  const bookletId = named ? filter.bookletId : (randomBooklet?.id ?? filter.bookletId);
  const shownFilter = useMemo(() => ({ ...filter, bookletId }), [filter, bookletId]);
  useEffect(() => {
    if (bookletId !== filter.bookletId) setFilter({ bookletId }, { replace: true });
  }, [bookletId, filter.bookletId, setFilter]);

  const categoriesById = useMemo(
    () => new Map(categories.map((category) => [category.id, category])),
    [categories],
  );
  const shown = useMemo(() => filterVouchers(vouchers, shownFilter), [vouchers, shownFilter]);
  const open = useCallback(
    (voucherId: number) => setOpenIndex(shown.findIndex((voucher) => voucher.id === voucherId)),
    [shown],
  );
  const selectView = (view: VoucherView) => setFilter({ view });

  return (
    <>
      <VoucherFilterBar
        filter={shownFilter}
        setFilter={setFilter}
        booklets={filterBooklets}
        categories={categories}
      />
      <Count role="status">
        {shown.length > 0
          ? t('voucherFilter.found', { num: shown.length, count: shown.length })
          : t('voucherFilter.none')}
      </Count>
      <Tabs
        label={t('voucherFilter.views')}
        tabs={VIEWS.map((view) => ({ key: view, label: t(`voucherFilter.${view}`) }))}
        selected={filter.view}
        onSelect={selectView}
      >
        {filter.view === 'map' ? (
          <Suspense fallback={<p>{t('common.loading')}</p>}>
            <VoucherMap vouchers={shown} categories={categories} onOpen={open} />
          </Suspense>
        ) : (
          <VoucherGallery vouchers={shown} categoriesById={categoriesById} onOpen={open} />
        )}
      </Tabs>
      {openIndex !== null && openIndex >= 0 && (
        <Suspense fallback={null}>
          <VoucherSlideshow
            vouchers={shown}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
});

/** A random booklet of the filter, among those with vouchers to show when any has some. */
function pickBooklet(
  booklets: readonly PublicBooklet[],
  vouchers: readonly PublicVoucher[],
): PublicBooklet | undefined {
  const withVouchers = booklets.filter((booklet) =>
    vouchers.some((voucher) => voucher.bookletIds.includes(booklet.id)),
  );
  const candidates = withVouchers.length > 0 ? withVouchers : booklets;
  return candidates[Math.floor(Math.random() * candidates.length)];
}

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-weight: bold;
`;
