import type { Readable } from 'node:stream';

import { Inject, Injectable, Logger } from '@nestjs/common';
import { MediaSize } from '@gb/contracts';
import sharp, { type SharpOptions } from 'sharp';

import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { imagePipeline } from './bmp-image.js';
import { WEBP_MIME, type ImageFormat } from './image-format.js';
import { LONG_EDGE_BY_SIZE } from './image-size.js';

export interface RenderedImage {
  /** A derivative (small) in memory; an original streamed from the storage. */
  body: Buffer | Readable;
  mime: string;
}

// Raster originals browsers all show are served as uploaded; anything else (SVG, BMP) is drawn once.
const SERVED_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const JPEG_MIME = 'image/jpeg';
// A GIF may move: it keeps its own format rather than become a still WebP.
const KEPT_AS_GIF = 'image/gif';

const SVG_DENSITY = 72;

/** Where the derivative of an attachment in a media size and format is cached. */
export function derivativeKey(
  attachmentId: number,
  size: MediaSize,
  format: ImageFormat = 'original',
): string {
  return `derivatives/${attachmentId}-${size}.${format === 'webp' ? 'webp' : 'jpg'}`;
}

/** Every cached derivative key of an attachment (to drop them with it). */
export function derivativeKeys(attachmentId: number, sizes: readonly MediaSize[]): string[] {
  return sizes.flatMap((size) => [
    derivativeKey(attachmentId, size),
    derivativeKey(attachmentId, size, 'webp'),
  ]);
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

/**
 * An attachment's image in a media size and format: resized (and encoded as JPEG or WebP) with
 * sharp once, then read from the derivative cache.
 */
@Injectable()
export class ImageDerivativesService {
  private readonly logger = new Logger(ImageDerivativesService.name);
  // Concurrent first requests for one derivative share one rendering.
  private readonly rendering = new Map<string, Promise<RenderedImage | null>>();

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async image(
    attachment: Attachment,
    size: MediaSize,
    accepted: ImageFormat = 'original',
  ): Promise<RenderedImage | null> {
    const format = attachment.mime === KEPT_AS_GIF ? 'original' : accepted;
    const asStored =
      format === 'webp' ? attachment.mime === WEBP_MIME : SERVED_AS_IS.has(attachment.mime);
    if (size === MediaSize.Orig && asStored) {
      const body = await this.storage.stream(attachment.storageKey);
      return body && { body, mime: attachment.mime };
    }
    const key = derivativeKey(attachment.id, size, format);
    const mime = format === 'webp' ? WEBP_MIME : JPEG_MIME;
    const cached = await this.storage.read(key);
    if (cached) return { body: cached, mime };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(attachment, size, format, key).finally(() =>
        this.rendering.delete(key),
      );
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(
    attachment: Attachment,
    size: MediaSize,
    format: ImageFormat,
    key: string,
  ): Promise<RenderedImage | null> {
    const original = await this.storage.read(attachment.storageKey);
    if (!original) return null;
    const bytes = await this.resize(original, attachment, LONG_EDGE_BY_SIZE[size], format);
    await this.storage.write(key, bytes);
    return { body: bytes, mime: format === 'webp' ? WEBP_MIME : JPEG_MIME };
  }

  /**
   * A stored original that cannot be decoded (stored before uploads were decoded whole, or
   * damaged on disk) answers 404 with its message each time, never a 500; nothing is cached.
   */
  private async resize(
    original: Buffer,
    attachment: Attachment,
    longEdge: number | null,
    format: ImageFormat,
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
      // WebP keeps transparency; JPEG has none, so it is laid on white.
      return await (
        format === 'webp'
          ? pipeline.webp({ quality: 80 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
      ).toBuffer();
    } catch (error) {
      this.logger.warn(`Attachment ${attachment.id} cannot be decoded: ${String(error)}`);
      throw new FileException(FileErrorCode.IMAGE_UNREADABLE);
    }
  }
}
