import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { PdfPageRenderer } from '../previews/pdf-page-renderer.js';
import { assertDrawableSvg, decodedImage } from './decoded-image.js';
import { isPostScriptLogo, looksLikePostScript } from './postscript-check.js';
import { isInertSvg, looksLikeSvg } from './svg-check.js';
import type { UploadedFileBytes } from './uploaded-file.js';

/** What an upload may be, by its content. */
export type UploadKind = 'raster' | 'svg' | 'postscript' | 'pdf';

export interface ReadUpload {
  file: UploadedFileBytes;
  kind: UploadKind;
  mime: string;
}

/** How far into a file its creator is looked for. */
const CREATOR_WINDOW_BYTES = 256 * 1024;

/** The kind the bytes claim by their first bytes; raster is what is left. */
function claimedKind(bytes: Buffer): UploadKind {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (looksLikePostScript(bytes)) return 'postscript';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'raster';
}

/**
 * The one place every upload is read: missing and empty files are refused first, then the
 * bytes are taken for what their content is (the client's name and type are not trusted) and
 * parsed whole: a raster image decoded within the pixel cap, a PDF opened by PDFium with a first
 * page, an SVG against the allow-lists of drawing, an EPS by its DSC header and PostScript tokens.
 * A kind the route does not take, or bytes that do not parse, get the route's own refusal (400);
 * nothing a parser throws becomes a 500.
 */
@Injectable()
export class UploadReader {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pdfs: PdfPageRenderer,
  ) {}

  async read(
    file: UploadedFileBytes | undefined,
    accepted: readonly UploadKind[],
    refusal: FileErrorCode,
  ): Promise<ReadUpload> {
    if (!file) throw new FileException(FileErrorCode.FILE_MISSING);
    if (file.buffer.length === 0) throw new FileException(FileErrorCode.FILE_EMPTY);
    const kind = claimedKind(file.buffer);
    if (!accepted.includes(kind)) throw new FileException(refusal);
    try {
      return { file, kind, mime: await this.mimeOf(file.buffer, kind) };
    } catch (error) {
      if (error instanceof FileException && error.code !== FileErrorCode.NOT_AN_IMAGE) throw error;
      throw new FileException(refusal);
    }
  }

  private async mimeOf(bytes: Buffer, kind: UploadKind): Promise<string> {
    switch (kind) {
      case 'pdf': {
        await this.pdfs.pageCount(bytes);
        const head = bytes.subarray(0, CREATOR_WINDOW_BYTES).toString('latin1');
        return head.includes('Illustrator') ? 'application/illustrator' : 'application/pdf';
      }
      case 'postscript':
        if (!isPostScriptLogo(bytes)) throw new FileException(FileErrorCode.NOT_AN_IMAGE);
        return 'application/postscript';
      case 'svg':
        if (!isInertSvg(bytes)) throw new FileException(FileErrorCode.SVG_ACTIVE_CONTENT);
        await assertDrawableSvg(bytes, this.config.uploadMaxPixels);
        return 'image/svg+xml';
      case 'raster':
        return (await decodedImage(bytes, this.config.uploadMaxPixels)).mime;
    }
  }
}
