import { PageTitle } from '@gb/shell/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useGetPublicBookletsQuery } from '../api/booklets.api';
import { useGetPublicVouchersQuery } from '../api/vouchers.api';
import { BookletGallery } from '../components/booklet-gallery.component';
import { HomeSection } from '../components/home-section.component';
import { PageLayout } from '../components/page-layout.component';
import { QueryState } from '../components/query-state.component';
import { TextBlockContent } from '../components/text-block-content.component';
import { VoucherGallery } from '../components/voucher-gallery.component';
import { TEXT_BLOCK_CANONICALS } from '../text-block-canonicals';
import { OrderSection } from './home/order-section.component';

export function HomePage() {
  const { t } = useTranslation();
  // Badges depend on today's date; one instant per visit keeps them consistent.
  const [now] = useState(() => new Date());
  const booklets = useGetPublicBookletsQuery();
  const vouchers = useGetPublicVouchersQuery();
  return (
    <PageLayout>
      <PageTitle title={t('routes.home')} />
      <HomeSection id="welcome" title={t('home.welcomeTitle')}>
        <TextBlockContent canonical={TEXT_BLOCK_CANONICALS.home} />
      </HomeSection>
      <HomeSection id="booklets" title={t('home.bookletsTitle')}>
        <QueryState
          isLoading={booklets.isLoading}
          isError={booklets.isError}
          onRetry={() => void booklets.refetch()}
        >
          <BookletGallery booklets={booklets.data ?? []} now={now} />
        </QueryState>
      </HomeSection>
      <OrderSection />
      <HomeSection id="vouchers" title={t('home.vouchersTitle')}>
        <QueryState
          isLoading={vouchers.isLoading}
          isError={vouchers.isError}
          onRetry={() => void vouchers.refetch()}
        >
          <VoucherGallery vouchers={vouchers.data ?? []} />
        </QueryState>
      </HomeSection>
    </PageLayout>
  );
}
