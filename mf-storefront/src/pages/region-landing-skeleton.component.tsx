import { styled, useTranslation } from '@gb/shell/platform';

import { BookletGallerySkeleton } from '../booklets/booklet-gallery-skeleton.component';
import { HomeSection } from '../components/home-section.component';
import { LoadingStatus, SkeletonBox } from '../components/skeleton.component';
import { TextSkeleton } from '../components/text-skeleton.component';

/** A regional page's first screen while its region, intro and booklets load. */
export function RegionLandingSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <LoadingStatus />
      <Heading aria-hidden="true" />
      <TextSkeleton />
      <HomeSection id="booklets" title={t('home.bookletsTitle')}>
        <BookletGallerySkeleton />
      </HomeSection>
    </>
  );
}

// The region's name: a line of the page heading (2em, line height 1.2) with its margins.
const Heading = styled(SkeletonBox)`
  width: 12em;
  max-width: 100%;
  height: 2.4em;
  margin: 0.67em 0;
  font-size: 2em;
`;
