import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode } from '../exceptions/file.exception.js';
import { ImageUploadService } from './image-upload.service.js';
import { UploadReader } from './upload-reader.service.js';
import type { UploadedFileBytes } from './uploaded-file.js';

export interface StoredProof {
  attachment: Attachment;
  /** SHA-256 of the bytes, hex. */
  checksum: string;
}

/** A print proof (GzD) by its content: a PDF that PDFium opens, or a whole raster image. */
@Injectable()
export class ProofUploadService {
  constructor(
    private readonly images: ImageUploadService,
    private readonly reader: UploadReader,
  ) {}

  async store(upload: UploadedFileBytes | undefined, kind: string): Promise<StoredProof> {
    const { file, mime } = await this.reader.read(
      upload,
      ['pdf', 'raster'],
      FileErrorCode.NOT_A_PROOF,
    );
    const attachment = await this.images.keep(file, kind, mime);
    return { attachment, checksum: createHash('sha256').update(file.buffer).digest('hex') };
  }
}
