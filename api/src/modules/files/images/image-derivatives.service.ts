import type { Readable } from 'node:stream';

import { Inject, Injectable, Logger } from '@nestjs/common';
import { MediaSize } from '@gb/contracts';
import sharp, { type SharpOptions } from 'sharp';

import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { imagePipeline } from './bmp-image.js';
import { LONG_EDGE_BY_SIZE } from './image-size.js';

export interface RenderedImage {
  /** A derivative (small) in memory; an original streamed from the storage. */
  body: Buffer | Readable;
  mime: string;
}

// Raster originals browsers all show are served as uploaded; anything else (SVG, BMP) is drawn once.
const SERVED_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const DERIVATIVE_MIME = 'image/jpeg';

const SVG_DENSITY = 72;

/** Where the derivative of an attachment in a media size is cached. */
export function derivativeKey(attachmentId: number, size: MediaSize): string {
  return `derivatives/${attachmentId}-${size}.jpg`;
}

/** A vector original is drawn right at the target size instead of drawn big and shrunk. */
async function renderOptions(
  original: Buffer,
  mime: string,
  longEdge: number | null,
): Promise<SharpOptions> {
  if (mime !== 'image/svg+xml' || longEdge === null) return {};
  const { width = longEdge, height = longEdge } = await sharp(original).metadata();
  return { density: Math.max(1, (SVG_DENSITY * longEdge) / Math.max(width, height)) };
}

/** An attachment's image in a media size: resized with sharp once, then read from the derivative cache. */
@Injectable()
export class ImageDerivativesService {
  private readonly logger = new Logger(ImageDerivativesService.name);
  // Concurrent first requests for one derivative share one rendering.
  private readonly rendering = new Map<string, Promise<RenderedImage | null>>();

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async image(attachment: Attachment, size: MediaSize): Promise<RenderedImage | null> {
    if (size === MediaSize.Orig && SERVED_AS_IS.has(attachment.mime)) {
      const body = await this.storage.stream(attachment.storageKey);
      return body && { body, mime: attachment.mime };
    }
    const key = derivativeKey(attachment.id, size);
    const cached = await this.storage.read(key);
    if (cached) return { body: cached, mime: DERIVATIVE_MIME };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(attachment, size, key).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(
    attachment: Attachment,
    size: MediaSize,
    key: string,
  ): Promise<RenderedImage | null> {
    const original = await this.storage.read(attachment.storageKey);
    if (!original) return null;
    const bytes = await this.resize(original, attachment, LONG_EDGE_BY_SIZE[size]);
    await this.storage.write(key, bytes);
    return { body: bytes, mime: DERIVATIVE_MIME };
  }

  /**
   * A stored original that cannot be decoded (stored before uploads were decoded whole, or
   * damaged on disk) answers 404 with its message each time, never a 500; nothing is cached.
   */
  private async resize(
    original: Buffer,
    attachment: Attachment,
    longEdge: number | null,
  ): Promise<Buffer> {
    try {
      let pipeline = imagePipeline(
        original,
        attachment.mime,
        await renderOptions(original, attachment.mime, longEdge),
      );
      pipeline = pipeline.rotate();
      if (longEdge !== null) {
        pipeline = pipeline.resize(longEdge, longEdge, { fit: 'inside', withoutEnlargement: true });
      }
      return await pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    } catch (error) {
      this.logger.warn(`Attachment ${attachment.id} cannot be decoded: ${String(error)}`);
      throw new FileException(FileErrorCode.IMAGE_UNREADABLE);
    }
  }
}
