import { createHash } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { decodedImage, ImageUploadService } from './image-upload.service.js';
import { isPdf } from './pdf-upload.service.js';
import type { UploadedFileBytes } from './uploaded-file.js';

export interface StoredProof {
  attachment: Attachment;
  /** SHA-256 of the bytes, hex. */
  checksum: string;
}

/** A print proof (GzD) by its content: a whole PDF or a whole raster image. */
@Injectable()
export class ProofUploadService {
  constructor(
    private readonly images: ImageUploadService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async store(file: UploadedFileBytes | undefined, kind: string): Promise<StoredProof> {
    if (!file) throw new FileException(FileErrorCode.FILE_MISSING);
    const mime = isPdf(file.buffer) ? 'application/pdf' : await this.imageMime(file.buffer);
    const attachment = await this.images.keep(file, kind, mime);
    return { attachment, checksum: createHash('sha256').update(file.buffer).digest('hex') };
  }

  private async imageMime(bytes: Buffer): Promise<string> {
    try {
      return (await decodedImage(bytes, this.config.uploadMaxPixels)).mime;
    } catch (error) {
      if (error instanceof FileException && error.code === FileErrorCode.NOT_AN_IMAGE) {
        throw new FileException(FileErrorCode.NOT_A_PROOF);
      }
      throw error;
    }
  }
}
