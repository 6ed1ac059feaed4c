import { Injectable } from '@nestjs/common';

import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode } from '../exceptions/file.exception.js';
import { ImageUploadService } from './image-upload.service.js';
import { UploadReader } from './upload-reader.service.js';
import type { UploadedFileBytes } from './uploaded-file.js';

const PDF_MIME = 'application/pdf';

/** Stores uploaded PDFs (a booklet's print file, a company's contract) that PDFium opens. */
@Injectable()
export class PdfUploadService {
  constructor(
    private readonly images: ImageUploadService,
    private readonly reader: UploadReader,
  ) {}

  async store(upload: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    const { file } = await this.reader.read(upload, ['pdf'], FileErrorCode.NOT_A_PDF);
    return this.images.keep(file, kind, PDF_MIME);
  }

  /** The stored bytes, or null when they are gone. */
  bytes(attachment: Attachment): Promise<Buffer | null> {
    return this.images.bytes(attachment);
  }
}
