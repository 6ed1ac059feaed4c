import { styled } from '@gb/shell/platform';

import { SkeletonBox } from '../components/skeleton.component';
import { bookletCardWidth } from './booklet-card.component';
import { COVER_ASPECT_RATIO } from './booklet-cover';
import { Cards } from './booklet-gallery.component';

// A season's usual number of booklets: a row on a desktop.
const CARDS = 4;

/** The booklet gallery's place while the booklets load: cards of the final size. */
export function BookletGallerySkeleton() {
  return (
    <Cards aria-hidden="true">
      {Array.from({ length: CARDS }, (_, index) => (
        <li key={index}>
          <Cover />
        </li>
      ))}
    </Cards>
  );
}

const Cover = styled(SkeletonBox)`
  ${bookletCardWidth}
  aspect-ratio: ${COVER_ASPECT_RATIO};
`;
