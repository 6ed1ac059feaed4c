import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

import type { FileAnswer } from '../../../common/openapi/api-contract.decorator.js';
import type { Attachment } from '../../files/entities/attachment.entity.js';

/** What a downloaded logo or proof may be: raster or SVG, PDF (AI), EPS. */
export const STORED_FILE_TYPES: FileAnswer[] = [
  'image/*',
  'application/pdf',
  'application/postscript',
  'application/illustrator',
];

/**
 * A stored file as a download, never shown in the page: an SVG or PostScript file a company
 * uploaded cannot run in the portal's origin (attachment, no sniffing, sandboxed).
 */
export function attachmentDownload(
  attachment: Attachment,
  bytes: Buffer,
  response: Response,
): StreamableFile {
  const name = attachment.originalName.replace(/[^\w.\- ]/g, '_');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  response.setHeader('Cache-Control', 'private, no-cache');
  return new StreamableFile(bytes, {
    type: attachment.mime,
    disposition: `attachment; filename="${name}"`,
  });
}
