import { bookletGallery, MediaSize, type PublicBooklet } from '@gb/contracts';

import { API_PREFIX } from '../../../common/configure-http.js';
import type { ImagePreload } from './preload-links.js';

/** The printed booklet's proportions (width / height), as the storefront's covers keep them. */
const COVER_ASPECT_RATIO = 2362 / 3307;

/**
 * Pixel width each cover size is offered at in the card's `srcset`: the media size's long edge
 * (400 and 800 px) is the portrait cover's height.
 */
const CARD_SIZES = [
  [MediaSize.S, Math.round(400 * COVER_ASPECT_RATIO)],
  [MediaSize.M, Math.round(800 * COVER_ASPECT_RATIO)],
] as const;

/** The card's width at each breakpoint, as its <img> names it in `sizes`. */
const CARD_WIDTHS = '(min-width: 1200px) 15rem, (min-width: 600px) 10rem, 13rem';

/** The public booklet list as the storefront asks for it. */
export const PUBLIC_BOOKLETS_PATH = `/${API_PREFIX}/booklet`;

const coverUrl = (booklet: PublicBooklet, size: MediaSize) =>
  `${PUBLIC_BOOKLETS_PATH}/${booklet.id}/cover-image?size=${size}&cache=${booklet.coverImageId}`;

/** A booklet's cover in the very `src`, `srcset` and `sizes` the storefront's card gives its <img>. */
export function bookletCardCover(booklet: PublicBooklet): ImagePreload {
  return {
    href: coverUrl(booklet, MediaSize.S),
    srcset: CARD_SIZES.map(([size, width]) => `${coverUrl(booklet, size)} ${width}w`).join(', '),
    sizes: CARD_WIDTHS,
  };
}

/**
 * The cover a booklet gallery (Home's, a region's) fetches first, as the storefront's card
 * (booklet-card.component.tsx) names it, so the browser takes the preloaded image for it: the
 * gallery's first card that shows a cover (the contracts' bookletGallery). Undefined when no
 * booklet has a cover.
 */
export function bookletCoverPreload(booklets: readonly PublicBooklet[]): ImagePreload | undefined {
  const { first } = bookletGallery(booklets);
  return first && bookletCardCover(first);
}
