import { Injectable } from '@nestjs/common';
import { MediaSize } from '@gb/contracts';

import type { Attachment } from '../entities/attachment.entity.js';
import {
  ImageDerivativesService,
  type RenderedImage,
} from '../images/image-derivatives.service.js';
import {
  DocumentPreviewService,
  isDocument,
  PREVIEW_LONG_EDGE,
} from './document-preview.service.js';

/** A preview with the size that names it in its ETag. */
export interface AttachmentPreview extends RenderedImage {
  size: number;
}

/**
 * The raster preview of any stored proof or logo: a raster image (or SVG) in the large media
 * size, a PDF, AI or EPS file as its drawn preview; null when the file has none.
 */
@Injectable()
export class AttachmentPreviewService {
  constructor(
    private readonly derivatives: ImageDerivativesService,
    private readonly documents: DocumentPreviewService,
  ) {}

  hasPreview(attachment: Attachment): Promise<boolean> {
    if (attachment.mime.startsWith('image/')) return Promise.resolve(true);
    return this.documents.hasPreview(attachment);
  }

  async preview(attachment: Attachment): Promise<AttachmentPreview | null> {
    if (attachment.mime.startsWith('image/')) {
      const image = await this.derivatives.image(attachment, MediaSize.L);
      return image && { ...image, size: MediaSize.L };
    }
    if (!isDocument(attachment.mime)) return null;
    const preview = await this.documents.preview(attachment);
    return preview && { ...preview, size: PREVIEW_LONG_EDGE };
  }
}
