import type {
  Voucher as VoucherAnswer,
  VoucherListBooklet,
  VoucherComment as VoucherCommentAnswer,
  VoucherStateChange as VoucherStateChangeAnswer,
} from '@gb/contracts';

import { toAddressDto } from '../../common/entities/address.mapper.js';
import type { VoucherComment } from './entities/voucher-comment.entity.js';
import type { VoucherStateChange } from './entities/voucher-state-change.entity.js';
import type { Voucher } from './entities/voucher.entity.js';

/** What the detail answer needs beyond the voucher's own row. */
export interface VoucherDetailParts {
  companyName: string;
  /** The booklets the voucher is in, named by region and year, by id. */
  inBooklets: VoucherListBooklet[];
  imageAttachmentIds: number[];
  isFavorite: boolean;
  mayEdit: boolean;
  /** Company users do not read the note for the graphic designer. */
  showsNoteForGraphicDesigner: boolean;
}

export function toVoucherAnswer(voucher: Voucher, parts: VoucherDetailParts): VoucherAnswer {
  return {
    id: voucher.id,
    bookletId: voucher.bookletId,
    inBookletIds: parts.inBooklets.map((booklet) => booklet.id),
    inBooklets: parts.inBooklets,
    companyId: voucher.companyId,
    company: { id: voucher.companyId, name: parts.companyName },
    address: toAddressDto(voucher.address),
    offerShort: voucher.offerShort,
    offerLong: voucher.offerLong,
    openingHours: voucher.openingHours,
    ...(parts.showsNoteForGraphicDesigner && {
      noteForGraphicDesigner: voucher.noteForGraphicDesigner,
    }),
    voucherCategoryId: voucher.voucherCategoryId,
    responsibleUserId: voucher.responsibleUserId,
    stateClass: voucher.stateClass,
    copiedFromVoucherId: voucher.copiedFromVoucherId,
    isFavorite: parts.isFavorite,
    mayEdit: parts.mayEdit,
    termsAcceptedAt: voucher.termsAcceptedAt?.toISOString() ?? null,
    termsAcceptedByUserId: voucher.termsAcceptedByUserId,
    completeImageAttachmentId: voucher.completeImageAttachmentId,
    frontImageAttachmentId: voucher.frontImageAttachmentId,
    backImageAttachmentId: voucher.backImageAttachmentId,
    companyLogoAttachmentId: voucher.companyLogoAttachmentId,
    imageAttachmentIds: parts.imageAttachmentIds,
  };
}

export function toStateChangeAnswer(change: VoucherStateChange): VoucherStateChangeAnswer {
  return {
    id: change.id,
    voucherId: change.voucherId,
    changeDate: change.changeDate.toISOString(),
    userId: change.userId,
    username: change.username,
    fromState: change.fromState,
    toState: change.toState,
  };
}

export function toCommentAnswer(comment: VoucherComment, username: string): VoucherCommentAnswer {
  return {
    id: comment.id,
    bookletId: comment.bookletId,
    voucherId: comment.voucherId,
    userId: comment.userId,
    username,
    title: comment.title,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    isCustomerVisible: comment.isCustomerVisible,
    notificationType: comment.notificationType,
  };
}
