import { PageTitle, useTranslation, useGetPublicBookletsQuery } from '@gb/shell/platform';
import type { PointOfSale, PublicBooklet, PublicVoucher } from '@gb/contracts';
import { useDeferredValue, useState } from 'react';

import { useGetPointOfSalesQuery } from '../../api/point-of-sales.api';
import { useSettledOnce } from '../../api/query-settled';
import { useTextBlock } from '../../api/text-blocks.api';
import { useGetPublicVouchersQuery } from '../../api/vouchers.api';
import { BookletGallery } from '../../booklets/booklet-gallery.component';
import { useBookletActions } from '../../booklets/use-booklet-actions.hook';
import { HomeSection } from '../../components/home-section.component';
import { OptionalTextSection } from '../../components/optional-text-section.component';
import { PageLayout } from '../../components/page-layout.component';
import { QueryState } from '../../components/query-state.component';
import { TextBlockContent } from '../../components/text-block-content.component';
import { useFirstScreenDrawn } from '../../first-screen/use-first-screen-drawn.hook';
import { OutletsList } from '../../outlets/outlets-list.component';
import { TEXT_BLOCK_CANONICALS } from '../../text-block-canonicals';
import { SECTION_IDS } from '../../vouchers/scroll-to-section';
import { VoucherSectionSkeleton } from '../../vouchers/voucher-section-skeleton.component';
import { VoucherSection } from '../../vouchers/voucher-section.component';
import { Banner } from './banner.component';
import { HomeSkeleton } from './home-skeleton.component';
import { OrderSection } from './order-section.component';
import { useArrivalAnchor } from './use-arrival-anchor.hook';

const NO_BOOKLETS: readonly PublicBooklet[] = [];
const NO_POINTS_OF_SALE: readonly PointOfSale[] = [];
const NO_VOUCHERS: readonly PublicVoucher[] = [];

export function HomePage() {
  const { t } = useTranslation();
  // Badges depend on today's date; one instant per visit keeps them consistent.
  const [now] = useState(() => new Date());
  const booklets = useGetPublicBookletsQuery();
  const vouchers = useGetPublicVouchersQuery();
  const welcome = useTextBlock(TEXT_BLOCK_CANONICALS.home);
  // Each answer arriving re-renders Home at once (the store's updates are urgent). The big
  // changes it brings, the first screen and the voucher section, are drawn as deferred renders
  // instead, which React does in slices the browser can paint and answer input between.
  const firstScreenReady = useDeferredValue(useSettledOnce(booklets, welcome));
  const voucherList = useDeferredValue(vouchers.data);
  const { data: pointsOfSale = NO_POINTS_OF_SALE } = useGetPointOfSalesQuery();
  const { showVouchers, order } = useBookletActions();

  // The sections below the first screen are there only with it: an anchor the visitor arrived
  // with is followed once they are loaded and drawn.
  useArrivalAnchor(firstScreenReady && booklets.isSuccess && voucherList !== undefined);

  useFirstScreenDrawn(firstScreenReady);

  // The welcome text and the booklets come together, so neither moves what the other drew.
  if (!firstScreenReady) {
    return (
      <PageLayout>
        <PageTitle title={t('site.slogan')} />
        <Banner />
        <HomeSkeleton />
      </PageLayout>
    );
  }
  return (
    <PageLayout>
      <PageTitle title={t('site.slogan')} />
      <Banner />
      <HomeSection id="welcome" title={t('home.welcomeTitle')}>
        <TextBlockContent canonical={TEXT_BLOCK_CANONICALS.home} />
      </HomeSection>
      <HomeSection id="booklets" title={t('home.bookletsTitle')}>
        <QueryState
          isLoading={booklets.isLoading}
          isError={booklets.isError}
          onRetry={() => void booklets.refetch()}
        >
          <BookletGallery
            booklets={booklets.data ?? NO_BOOKLETS}
            now={now}
            onShowVouchers={showVouchers}
            onOrder={order}
          />
        </QueryState>
      </HomeSection>
      <OrderSection />
      <OptionalTextSection
        id="corona"
        title={t('home.coronaTitle')}
        canonical={TEXT_BLOCK_CANONICALS.corona}
      />
      <OptionalTextSection
        id="outlets"
        title={t('home.outletsTitle')}
        canonical={TEXT_BLOCK_CANONICALS.outlets}
      >
        <OutletsList pointsOfSale={pointsOfSale} />
      </OptionalTextSection>
      <HomeSection id={SECTION_IDS.vouchers} title={t('home.vouchersTitle')}>
        <QueryState
          isLoading={voucherList === undefined && !vouchers.isError}
          isError={vouchers.isError}
          onRetry={() => void vouchers.refetch()}
          skeleton={<VoucherSectionSkeleton />}
        >
          <VoucherSection
            booklets={booklets.data ?? NO_BOOKLETS}
            vouchers={voucherList ?? NO_VOUCHERS}
          />
        </QueryState>
      </HomeSection>
    </PageLayout>
  );
}
