import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

import type { Attachment } from '../../files/entities/attachment.entity.js';

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
