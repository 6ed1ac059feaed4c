import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { decodedImage, ImageUploadService } from './image-upload.service.js';
import { isPdf } from './pdf-upload.service.js';
import { isInertSvg, looksLikeSvg } from './svg-check.js';
import type { UploadedFileBytes } from './uploaded-file.js';

const SVG_MIME = 'image/svg+xml';
const POSTSCRIPT_MIME = 'application/postscript';
const ILLUSTRATOR_MIME = 'application/illustrator';
const PDF_MIME = 'application/pdf';
/** The binary header of a DOS EPS file (PostScript with a preview). */
const DOS_EPS_HEADER = Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]);
/** How far into a file its creator is looked for. */
const CREATOR_WINDOW_BYTES = 256 * 1024;

/** EPS or an Illustrator file saved as PostScript, whole (its `%%EOF` at the end). */
function isPostScriptLogo(bytes: Buffer): boolean {
  if (bytes.subarray(0, 4).equals(DOS_EPS_HEADER)) return bytes.length > 30;
  const head = bytes.subarray(0, CREATOR_WINDOW_BYTES).toString('latin1');
  const firstLine = head.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  return (
    firstLine.startsWith('%!PS-Adobe-') &&
    (firstLine.includes('EPSF') || head.includes('Illustrator')) &&
    tail.includes('%%EOF')
  );
}

/**
 * Company logos by their content: a raster image (decoded whole, within the pixel cap), an SVG
 * without active content (rasterised for its preview, downloaded as an attachment), or PDF, EPS
 * and AI kept as they are (downloaded; their preview is drawn by DocumentPreviewService).
 */
@Injectable()
export class LogoUploadService {
  constructor(
    private readonly images: ImageUploadService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async store(file: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    if (!file) throw new FileException(FileErrorCode.FILE_MISSING);
    return this.images.keep(file, kind, await this.logoMime(file.buffer));
  }

  private async logoMime(bytes: Buffer): Promise<string> {
    if (looksLikeSvg(bytes)) {
      if (!isInertSvg(bytes)) throw new FileException(FileErrorCode.SVG_ACTIVE_CONTENT);
      await this.assertDrawable(bytes);
      return SVG_MIME;
    }
    if (isPostScriptLogo(bytes)) return POSTSCRIPT_MIME;
    if (isPdf(bytes)) {
      const head = bytes.subarray(0, CREATOR_WINDOW_BYTES).toString('latin1');
      return head.includes('Illustrator') ? ILLUSTRATOR_MIME : PDF_MIME;
    }
    try {
      return (await decodedImage(bytes, this.config.uploadMaxPixels)).mime;
    } catch (error) {
      if (error instanceof FileException && error.code === FileErrorCode.NOT_AN_IMAGE) {
        throw new FileException(FileErrorCode.NOT_A_LOGO);
      }
      throw error;
    }
  }

  /** An SVG sharp cannot draw, or one drawn beyond the pixel cap, is refused. */
  private async assertDrawable(bytes: Buffer): Promise<void> {
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    const { width = 0, height = 0 } = metadata ?? {};
    if (width === 0 || height === 0) throw new FileException(FileErrorCode.NOT_A_LOGO);
    const maxPixels = this.config.uploadMaxPixels;
    if (width * height > maxPixels) {
      throw new FileException(FileErrorCode.IMAGE_TOO_LARGE, {
        maxMegapixels: Math.floor(maxPixels / 1_000_000),
      });
    }
    await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .stats()
      .catch(() => {
        throw new FileException(FileErrorCode.NOT_A_LOGO);
      });
  }
}
