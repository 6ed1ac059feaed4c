import type { Request, Response } from 'express';

import type { Attachment } from '../../files/entities/attachment.entity.js';
import { sendImage } from '../../files/images/send-image.js';
import type { AttachmentPreviewService } from '../../files/previews/attachment-preview.service.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';

/** The media types a proof's or logo's preview is answered in. */
export const PREVIEW_TYPES = 'image/*';

/**
 * Sends the raster preview of a proof or logo the caller reached (only to that caller: never kept
 * by a shared cache); 404 with "no preview" when the file has none (an EPS without an embedded
 * preview, a PDF PDFium cannot draw).
 */
export async function sendAttachmentPreview(
  previews: AttachmentPreviewService,
  attachment: Attachment,
  request: Request,
  response: Response,
): Promise<void> {
  const preview = await previews.preview(attachment);
  if (!preview) throw new VoucherException(VoucherErrorCode.PREVIEW_NOT_FOUND);
  sendImage(
    request,
    response,
    preview,
    { attachmentId: attachment.id, size: preview.size },
    { privateToCaller: true },
  );
}
