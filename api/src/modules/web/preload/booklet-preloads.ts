import { MediaSize, type PublicBooklet } from '@gb/contracts';

import { API_PREFIX } from '../../../common/configure-http.js';
import type { ImagePreload } from './preload-links.js';

/** Pixel width each cover size is offered at in the card's `srcset` (the media sizes' long edge). */
const CARD_SIZES = [
  [MediaSize.S, 400],
  [MediaSize.M, 800],
] as const;

/** The public booklet list as the storefront asks for it. */
export const PUBLIC_BOOKLETS_PATH = `/${API_PREFIX}/booklet`;

const coverUrl = (booklet: PublicBooklet, size: MediaSize) =>
  `${PUBLIC_BOOKLETS_PATH}/${booklet.id}/cover-image?size=${size}&cache=${booklet.coverImageId}`;

/**
 * The cover of a booklet gallery's first card (Home's, a region's), in the very `src`, `srcset`
 * and `sizes` the storefront's card gives its <img> (booklet-card.component.tsx), so the browser
 * takes the preloaded image for it: the gallery lists the years in order, each year's booklets as
 * the public list has them. Undefined when no booklet has a cover.
 */
export function bookletCoverPreload(booklets: readonly PublicBooklet[]): ImagePreload | undefined {
  const first = [...booklets]
    .sort((a, b) => a.year - b.year)
    .find((booklet) => booklet.hasCoverImage && booklet.coverImageId !== null);
  if (!first) return undefined;
  return {
    href: coverUrl(first, MediaSize.S),
    srcset: CARD_SIZES.map(([size, width]) => `${coverUrl(first, size)} ${width}w`).join(', '),
    sizes: '15rem',
  };
}
