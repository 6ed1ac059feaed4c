import { useTranslation } from '@gb/shell/platform';

import { BookletGallerySkeleton } from '../../booklets/booklet-gallery-skeleton.component';
import { HomeSection } from '../../components/home-section.component';
import { LoadingStatus } from '../../components/skeleton.component';
import { TextSkeleton } from '../../components/text-skeleton.component';

/**
 * Home's first screen below the banner while the welcome text and the booklets load: the same
 * sections and headings, with skeletons where their data goes. The page then draws them with
 * their data at once, so the welcome text never pushes the booklets down in view.
 */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <LoadingStatus />
      <HomeSection id="welcome" title={t('home.welcomeTitle')}>
        <TextSkeleton />
      </HomeSection>
      <HomeSection id="booklets" title={t('home.bookletsTitle')}>
        <BookletGallerySkeleton />
      </HomeSection>
    </>
  );
}
