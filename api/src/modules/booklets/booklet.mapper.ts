import type { Booklet as BookletAnswer, BookletVoucher, VouchersByState } from '@gb/contracts';
import { bookletRequestOf } from '@gb/contracts/schemas';

import type { Voucher } from '../vouchers/entities/voucher.entity.js';
import type { Booklet } from './entities/booklet.entity.js';

/** What staff read of a booklet beside its own columns. */
export interface BookletFigures {
  numOrders: number;
  numPartnerOrders: number;
  vouchersByState: VouchersByState;
}

export const NO_FIGURES: BookletFigures = {
  numOrders: 0,
  numPartnerOrders: 0,
  vouchersByState: {},
};

/** A booklet as staff read it: every field, its region's name and its figures. */
export function toBookletAnswer(booklet: Booklet, figures: BookletFigures): BookletAnswer {
  return {
    id: booklet.id,
    regionName: booklet.region.name,
    currency: booklet.currency,
    coverImageId: booklet.coverImageId,
    hasCoverImage: booklet.coverImageId !== null,
    goodForPrintingId: booklet.goodForPrintingId,
    ...bookletRequestOf(booklet),
    ...figures,
  };
}

/** A voucher as the booklet's voucher table shows it; needs `company` and `images` loaded. */
export function toBookletVoucher(voucher: Voucher): BookletVoucher {
  return {
    id: voucher.id,
    companyId: voucher.companyId,
    companyName: voucher.company.name,
    offerShort: voucher.offerShort,
    stateClass: voucher.stateClass,
    copiedFromVoucherId: voucher.copiedFromVoucherId,
    completeImageAttachmentId: voucher.completeImageAttachmentId,
    frontImageAttachmentId: voucher.frontImageAttachmentId,
    backImageAttachmentId: voucher.backImageAttachmentId,
    imageAttachmentIds: voucher.images.map((image) => image.id).sort((a, b) => a - b),
  };
}
