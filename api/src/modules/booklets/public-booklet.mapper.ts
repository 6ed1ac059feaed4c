import type { PublicBooklet } from '@gb/contracts';

import type { Booklet } from './entities/booklet.entity.js';

/** The public card data of a booklet; internal prices, numbers and accounting fields stay inside. */
export function toPublicBooklet(booklet: Booklet, voucherCount: number): PublicBooklet {
  return {
    id: booklet.id,
    regionId: booklet.regionId,
    regionName: booklet.region.name,
    regionCanonical: booklet.region.canonical,
    regionSortId: booklet.region.sortId,
    year: booklet.year,
    state: booklet.state,
    unitPrice: booklet.unitPrice,
    currency: booklet.currency,
    orderFromDate: booklet.orderFromDate,
    preOrderFromDate: booklet.preOrderFromDate,
    hasCoverImage: booklet.coverImageId !== null,
    coverImageId: booklet.coverImageId,
    voucherCount,
  };
}
