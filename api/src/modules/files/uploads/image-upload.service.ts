import { randomUUID } from 'node:crypto';

import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MediaSize } from '@gb/contracts';
import sharp from 'sharp';
import { Repository } from 'typeorm';

import { API_MESSAGE } from '../../../common/api-message-keys.js';
import { ApiException } from '../../../common/api-exception.js';
import { Attachment } from '../entities/attachment.entity.js';
import { derivativeKey } from '../images/image-derivatives.service.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import type { UploadedFileBytes } from './uploaded-file.js';

/** The raster formats an image upload may have, by what sharp reads in the bytes. */
const MIME_BY_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const SIZES = Object.values(MediaSize).filter(
  (size): size is MediaSize => typeof size === 'number',
);

/** The image format the bytes really have; the client's name and mime type are not trusted. */
async function imageMimeOf(bytes: Buffer): Promise<string | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return width && height ? (MIME_BY_FORMAT[format] ?? null) : null;
  } catch {
    return null;
  }
}

/** Stores uploaded images as attachments and removes them with their derivatives. */
@Injectable()
export class ImageUploadService {
  constructor(
    @InjectRepository(Attachment) private readonly attachments: Repository<Attachment>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** 400 unless the file is a JPG, PNG, GIF or WebP image; then a new attachment of `kind`. */
  async store(file: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    if (!file) throw new ApiException(HttpStatus.BAD_REQUEST, API_MESSAGE.fileMissing);
    const mime = await imageMimeOf(file.buffer);
    if (!mime) throw new ApiException(HttpStatus.BAD_REQUEST, API_MESSAGE.notAnImage);
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

  /** Deletes the attachment, its bytes and every cached size of it. */
  async remove(attachmentId: number): Promise<void> {
    const attachment = await this.attachments.findOneBy({ id: attachmentId });
    if (!attachment) return;
    await this.attachments.delete({ id: attachmentId });
    await Promise.all([
      this.storage.remove(attachment.storageKey),
      ...SIZES.map((size) => this.storage.remove(derivativeKey(attachmentId, size))),
    ]);
  }
}
