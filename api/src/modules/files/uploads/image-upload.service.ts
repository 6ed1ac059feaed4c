import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MediaSize } from '@gb/contracts';
import sharp from 'sharp';
import { Repository } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { BMP_MIME, bmpHeader, bmpPixels } from '../images/bmp-image.js';
import { derivativeKeys } from '../images/image-derivatives.service.js';
import { previewKey } from '../previews/preview-key.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import type { UploadedFileBytes } from './uploaded-file.js';

/** The raster formats an image upload may have, by what sharp reads in the bytes (BMP aside). */
const MIME_BY_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const SIZES = Object.values(MediaSize).filter(
  (size): size is MediaSize => typeof size === 'number',
);

export interface DecodedImage {
  mime: string;
  width: number;
  height: number;
}

/**
 * The image format and pixel size the bytes really have (the client's name and mime type are not trusted),
 * after decoding every pixel: a truncated or corrupt file is refused, and so is one with more
 * pixels than `maxPixels` (a small file can unpack into gigabytes: a decompression bomb).
 */
export async function decodedImage(bytes: Buffer, maxPixels: number): Promise<DecodedImage> {
  const bmp = bmpHeader(bytes);
  if (bmp) return decodedBmp(bytes, bmp, maxPixels);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const { format, width = 0, height = 0 } = metadata ?? {};
  const mime = format ? MIME_BY_FORMAT[format] : undefined;
  if (!mime || width === 0 || height === 0) throw new FileException(FileErrorCode.NOT_AN_IMAGE);
  assertPixelCap(width, height, maxPixels);
  // stats() streams through every pixel; failOn 'error' also stops at a truncated file.
  await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .stats()
    .catch(() => {
      throw new FileException(FileErrorCode.NOT_AN_IMAGE);
    });
  return { mime, width, height };
}

function assertPixelCap(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) {
    throw new FileException(FileErrorCode.IMAGE_TOO_LARGE, {
      maxMegapixels: Math.floor(maxPixels / 1_000_000),
    });
  }
}

/** A bitmap, its size checked from the header before its pixels are decoded whole. */
function decodedBmp(
  bytes: Buffer,
  { width, height }: { width: number; height: number },
  maxPixels: number,
): DecodedImage {
  assertPixelCap(width, height, maxPixels);
  try {
    bmpPixels(bytes);
  } catch {
    throw new FileException(FileErrorCode.NOT_AN_IMAGE);
  }
  return { mime: BMP_MIME, width, height };
}

/** Stores uploaded images as attachments and removes them with their derivatives. */
@Injectable()
export class ImageUploadService {
  constructor(
    @InjectRepository(Attachment) private readonly attachments: Repository<Attachment>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 400 unless the file is a whole JPG, PNG, BMP, GIF or WebP image within the pixel cap; then a new attachment of `kind`. */
  async store(file: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    if (!file) throw new FileException(FileErrorCode.FILE_MISSING);
    const { mime } = await decodedImage(file.buffer, this.config.uploadMaxPixels);
    return this.keep(file, kind, mime);
  }

  /** Keeps bytes already checked by their content as a new attachment of `kind`. */
  async keep(file: UploadedFileBytes, kind: string, mime: string): Promise<Attachment> {
    const storageKey = `${kind}/${randomUUID()}`;
    await this.storage.write(storageKey, file.buffer);
    return this.attachments.save(
      this.attachments.create({
        kind,
        mime,
        originalName: file.originalname.slice(0, 255),
        size: file.size,
        storageKey,
      }),
    );
  }

  /** The pixel size of a stored image (null for a file sharp cannot read, such as EPS). */
  async dimensions(attachment: Attachment): Promise<{ width: number; height: number } | null> {
    if (!attachment.mime.startsWith('image/')) return null;
    const bytes = await this.storage.read(attachment.storageKey);
    if (bytes && attachment.mime === BMP_MIME) return bmpHeader(bytes) ?? null;
    const metadata =
      bytes &&
      (await sharp(bytes)
        .metadata()
        .catch(() => null));
    return metadata?.width && metadata.height
      ? { width: metadata.width, height: metadata.height }
      : null;
  }

  /** The stored bytes, or null when they are gone. */
  bytes(attachment: Attachment): Promise<Buffer | null> {
    return this.storage.read(attachment.storageKey);
  }

  /** Deletes the attachment, its bytes, every cached size of it and its drawn preview. */
  async remove(attachmentId: number): Promise<void> {
    const attachment = await this.attachments.findOneBy({ id: attachmentId });
    if (!attachment) return;
    await this.attachments.delete({ id: attachmentId });
    await Promise.all([
      this.storage.remove(attachment.storageKey),
      ...derivativeKeys(attachmentId, SIZES).map((key) => this.storage.remove(key)),
      this.storage.remove(previewKey(attachmentId)),
    ]);
  }
}
