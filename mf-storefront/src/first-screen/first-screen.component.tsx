import { useTranslation } from '@gb/shell/platform';
import type { FirstScreenInput } from '@gb/contracts';

import { BookletGallery } from '../booklets/booklet-gallery.component';
import { orderAnchor } from '../booklets/booklet-order-anchor';
import { HomeSection } from '../components/home-section.component';
import { PageLayout } from '../components/page-layout.component';
import { TextParagraphs } from '../components/text-paragraphs.component';
import { Banner } from '../pages/home/banner.component';

const NOTHING = () => undefined;

/** The page beneath has the sections' own ids (anchors, labels); the first screen's differ. */
const ID_PREFIX = 'first-screen-';

/**
 * What a public page shows once its data is there, down to its booklets: Home's banner, welcome
 * and booklets, a regional page's name, intro and booklets, a text page's title and text. Drawn
 * on the server from the page's data (first-screen.server.tsx), laid out as the page draws it.
 */
export function FirstScreen({ page, heading, text, booklets, now }: FirstScreenInput) {
  const { t } = useTranslation();
  const gallery = (
    <HomeSection id={`${ID_PREFIX}booklets`} title={t('home.bookletsTitle')}>
      <BookletGallery
        booklets={booklets}
        now={new Date(now)}
        onShowVouchers={NOTHING}
        onOrder={NOTHING}
        orderHref={orderAnchor}
      />
    </HomeSection>
  );
  if (page === 'home') {
    return (
      <PageLayout as="div">
        <Banner firstScreen />
        <HomeSection id={`${ID_PREFIX}welcome`} title={t('home.welcomeTitle')}>
          <TextParagraphs text={text} />
        </HomeSection>
        {gallery}
      </PageLayout>
    );
  }
  return (
    <PageLayout as="div">
      <h1>{heading}</h1>
      <TextParagraphs text={text} />
      {page === 'region' && gallery}
    </PageLayout>
  );
}
