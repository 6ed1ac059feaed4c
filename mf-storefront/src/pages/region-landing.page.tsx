import {
  PageTitle,
  useParams,
  useTranslation,
  useGetPublicBookletsQuery,
} from '@gb/shell/platform';
import { useDeferredValue, useMemo, useState } from 'react';

import { useSettledOnce } from '../api/query-settled';
import { useGetRegionsQuery } from '../api/regions.api';
import { useTextBlock } from '../api/text-blocks.api';
import { useGetPublicVouchersQuery } from '../api/vouchers.api';
import { BookletGallery } from '../booklets/booklet-gallery.component';
import { useBookletActions } from '../booklets/use-booklet-actions.hook';
import { HomeSection } from '../components/home-section.component';
import { PageLayout } from '../components/page-layout.component';
import { QueryState } from '../components/query-state.component';
import { TextBlockContent } from '../components/text-block-content.component';
import { useFirstScreenDrawn } from '../first-screen/use-first-screen-drawn.hook';
import { regionIntroCanonical } from '../text-block-canonicals';
import { SECTION_IDS } from '../vouchers/scroll-to-section';
import { VoucherSectionSkeleton } from '../vouchers/voucher-section-skeleton.component';
import { VoucherSection } from '../vouchers/voucher-section.component';
import { NotFoundPage } from './not-found.page';
import { RegionLandingSkeleton } from './region-landing-skeleton.component';

/** A regional landing page (/aarau-baden …, and any region an admin adds): intro, booklets, vouchers. */
export function RegionLandingPage() {
  const { t } = useTranslation();
  const { regionCanonical = '' } = useParams();
  const [now] = useState(() => new Date());
  const regions = useGetRegionsQuery();
  const booklets = useGetPublicBookletsQuery();
  const vouchers = useGetPublicVouchersQuery();
  // The address names the region, so its intro loads beside the regions, not after them.
  const intro = useTextBlock(regionIntroCanonical(regionCanonical));
  // As on Home: the first screen and the voucher section are drawn as deferred renders.
  const firstScreenReady = useDeferredValue(useSettledOnce(regions, booklets, intro));
  const voucherList = useDeferredValue(vouchers.data);
  useFirstScreenDrawn(firstScreenReady);
  const { showVouchers, order } = useBookletActions();
  const region = regions.data?.find((candidate) => candidate.canonical === regionCanonical);
  const regionBooklets = useMemo(
    () => (booklets.data ?? []).filter((booklet) => booklet.regionId === region?.id),
    [booklets.data, region?.id],
  );
  const regionVouchers = useMemo(() => {
    const ids = new Set(regionBooklets.map((booklet) => booklet.id));
    return (voucherList ?? []).filter((voucher) => voucher.bookletIds.some((id) => ids.has(id)));
  }, [voucherList, regionBooklets]);

  if (regions.data && !region) return <NotFoundPage />;
  // The heading, intro and booklets are drawn together, so none moves what another drew.
  if (!firstScreenReady) {
    return (
      <PageLayout>
        <RegionLandingSkeleton />
      </PageLayout>
    );
  }
  return (
    <PageLayout>
      <QueryState
        isLoading={false}
        isError={regions.isError || booklets.isError}
        onRetry={() => {
          void regions.refetch();
          void booklets.refetch();
        }}
      >
        {region && (
          <>
            <PageTitle title={region.name} />
            <h1>{region.name}</h1>
            <TextBlockContent canonical={regionIntroCanonical(region.canonical)} />
            <HomeSection id="booklets" title={t('home.bookletsTitle')}>
              <BookletGallery
                booklets={regionBooklets}
                now={now}
                onShowVouchers={showVouchers}
                onOrder={order}
              />
            </HomeSection>
            <HomeSection id={SECTION_IDS.vouchers} title={t('home.vouchersTitle')}>
              <QueryState
                isLoading={voucherList === undefined && !vouchers.isError}
                isError={vouchers.isError}
                onRetry={() => void vouchers.refetch()}
                skeleton={<VoucherSectionSkeleton />}
              >
                <VoucherSection booklets={regionBooklets} vouchers={regionVouchers} />
              </QueryState>
            </HomeSection>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
