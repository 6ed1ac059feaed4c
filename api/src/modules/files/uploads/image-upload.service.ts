import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MediaSize } from '@gb/contracts';
import sharp from 'sharp';
import { Repository } from 'typeorm';

import { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode } from '../exceptions/file.exception.js';
import { BMP_MIME, bmpHeader } from '../images/bmp-image.js';
import { derivativeKeys } from '../images/image-derivatives.service.js';
import { previewKey } from '../previews/preview-key.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { UploadReader } from './upload-reader.service.js';
import type { UploadedFileBytes } from './uploaded-file.js';

const SIZES = Object.values(MediaSize).filter(
  (size): size is MediaSize => typeof size === 'number',
);

/** Stores uploaded images as attachments and removes them with their derivatives. */
@Injectable()
export class ImageUploadService {
  constructor(
    @InjectRepository(Attachment) private readonly attachments: Repository<Attachment>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly reader: UploadReader,
  ) {}

  /** 400 unless the file is a whole JPG, PNG, BMP, GIF or WebP image within the pixel cap; then a new attachment of `kind`. */
  async store(upload: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    const { file, mime } = await this.reader.read(upload, ['raster'], FileErrorCode.NOT_AN_IMAGE);
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
