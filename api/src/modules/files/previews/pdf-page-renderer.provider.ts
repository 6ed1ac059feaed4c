import type { Provider } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { PdfPageRenderer } from './pdf-page-renderer.js';

/** The long edge of a preview, in pixels. */
export const PREVIEW_LONG_EDGE = 1200;
/** A first page beyond 5 m (the largest a PDF page may be is 200 inches) is not drawn. */
const MAX_PAGE_POINTS = 14_400;
/** How long drawing one page may take. */
const RENDER_TIMEOUT_MS = 15_000;
/** What PDFium may take besides the document itself (a page's content, fonts, images). */
const DRAWING_MEMORY_MB = 256;
/** PDFium's memory after an ordinary document: beyond it (and the upload) the worker is ended. */
const ORDINARY_MEMORY_MB = 64;

/**
 * The one PDFium worker of the api: it checks uploaded PDFs and draws their previews. Its memory
 * is capped at the largest upload twice (the document and PDFium's copy) plus what drawing takes.
 */
export const pdfPageRendererProvider: Provider = {
  provide: PdfPageRenderer,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    const uploadMb = Math.ceil(config.uploadMaxBytes / (1024 * 1024));
    return new PdfPageRenderer({
      longEdge: PREVIEW_LONG_EDGE,
      maxPagePoints: MAX_PAGE_POINTS,
      timeoutMs: RENDER_TIMEOUT_MS,
      maxMemoryMb: DRAWING_MEMORY_MB + 2 * uploadMb,
      heavyMemoryMb: ORDINARY_MEMORY_MB + 2 * uploadMb,
    });
  },
};
