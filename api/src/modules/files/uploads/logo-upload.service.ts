import { Injectable } from '@nestjs/common';

import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode } from '../exceptions/file.exception.js';
import { ImageUploadService } from './image-upload.service.js';
import { UploadReader } from './upload-reader.service.js';
import type { UploadedFileBytes } from './uploaded-file.js';

/**
 * Company logos by their content: a raster image (decoded whole, within the pixel cap), an SVG
 * of drawing only (rasterised for its preview, downloaded as an attachment), or PDF, EPS and AI
 * kept as they are (downloaded; their preview is drawn by DocumentPreviewService).
 */
@Injectable()
export class LogoUploadService {
  constructor(
    private readonly images: ImageUploadService,
    private readonly reader: UploadReader,
  ) {}

  async store(upload: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    const { file, mime } = await this.reader.read(
      upload,
      ['raster', 'svg', 'postscript', 'pdf'],
      FileErrorCode.NOT_A_LOGO,
    );
    return this.images.keep(file, kind, mime);
  }
}
