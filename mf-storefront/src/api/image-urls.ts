import { MediaSize } from '@gb/contracts';
import { API_BASE_URL } from '@gb/shell/platform';

export type VoucherImageKind = 'complete-image' | 'front-image' | 'back-image';

/** Pixels of each size's long edge (the api's media sizes). */
const LONG_EDGE_BY_SIZE = { [MediaSize.S]: 400, [MediaSize.M]: 800, [MediaSize.L]: 1600 } as const;
type ScaledSize = keyof typeof LONG_EDGE_BY_SIZE;

// The attachment id as `cache` makes the URL change with the image, so browsers keep it a year.
function imageUrl(path: string, size: MediaSize, attachmentId: number): string {
  return `${API_BASE_URL}/${path}?size=${size}&cache=${attachmentId}`;
}

export function voucherImageUrl(
  voucherId: number,
  kind: VoucherImageKind,
  size: MediaSize,
  attachmentId: number,
): string {
  return imageUrl(`voucher/${voucherId}/${kind}`, size, attachmentId);
}

export function bookletCoverUrl(bookletId: number, size: MediaSize, coverImageId: number): string {
  return imageUrl(`booklet/${bookletId}/cover-image`, size, coverImageId);
}

/**
 * A `srcset` of the given sizes, so the browser picks what the layout and screen need. The api
 * scales the long edge; a portrait image (`aspectRatio` = width / height below 1) is narrower.
 */
export function srcSet(
  url: (size: MediaSize) => string,
  sizes: readonly ScaledSize[],
  aspectRatio = 1,
): string {
  const width = (size: ScaledSize) =>
    Math.round(LONG_EDGE_BY_SIZE[size] * Math.min(aspectRatio, 1));
  return sizes.map((size) => `${url(size)} ${width(size)}w`).join(', ');
}
