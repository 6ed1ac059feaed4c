import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import sharp, { type Sharp } from 'sharp';
import { Repository } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { Attachment } from '../entities/attachment.entity.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { epsPreview } from './eps-preview.js';
import { PdfPageRenderer } from './pdf-page-renderer.js';
import { PREVIEW_LONG_EDGE } from './pdf-page-renderer.provider.js';
import { PREVIEW_MIME, previewKey } from './preview-key.js';

export { PREVIEW_LONG_EDGE };
const NONE = 'none';
const PDF_TYPES = new Set(['application/pdf', 'application/illustrator']);
const POSTSCRIPT = 'application/postscript';

/** Whether the attachment is a document whose preview is drawn here (PDF, AI, EPS). */
export function isDocument(mime: string): boolean {
  return PDF_TYPES.has(mime) || mime === POSTSCRIPT;
}

/**
 * Raster previews of the PDF, AI and EPS files kept as proofs and logos: the first page of a PDF
 * or AI drawn with PDFium, or the preview an EPS carries, fitted into 1200 px and kept as WebP in
 * the files store (so S3 serves them too), made on first request and reused. A file that cannot
 * be drawn is remembered as having none and logged, never answered with a 500.
 */
@Injectable()
export class DocumentPreviewService implements OnModuleDestroy {
  private readonly logger = new Logger(DocumentPreviewService.name);
  // Concurrent first requests for one preview share one drawing.
  private readonly pending = new Map<number, Promise<boolean>>();

  constructor(
    @InjectRepository(Attachment) private readonly attachments: Repository<Attachment>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderer: PdfPageRenderer,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.renderer.close();
  }

  /** Whether a preview of the document exists; drawn now when none was tried yet. */
  async hasPreview(attachment: Attachment): Promise<boolean> {
    if (!isDocument(attachment.mime) || attachment.preview === NONE) return false;
    if (attachment.preview !== null) return true;
    let drawing = this.pending.get(attachment.id);
    if (!drawing) {
      drawing = this.draw(attachment).finally(() => this.pending.delete(attachment.id));
      this.pending.set(attachment.id, drawing);
    }
    return drawing;
  }

  /** The preview's bytes, or null when the document has none. */
  async preview(attachment: Attachment): Promise<{ body: Buffer; mime: string } | null> {
    if (!(await this.hasPreview(attachment))) return null;
    const body = await this.storage.read(previewKey(attachment.id));
    if (body) return { body, mime: PREVIEW_MIME };
    // The store lost it: drawn again once.
    await this.attachments.update({ id: attachment.id }, { preview: null });
    const again = await this.draw({ ...attachment, preview: null });
    const redrawn = again && (await this.storage.read(previewKey(attachment.id)));
    return redrawn ? { body: redrawn, mime: PREVIEW_MIME } : null;
  }

  private async draw(attachment: Attachment): Promise<boolean> {
    let preview: Buffer | null = null;
    try {
      const original = await this.storage.read(attachment.storageKey);
      if (!original) return false;
      preview = await this.encode(await this.source(original, attachment.mime));
    } catch (error) {
      this.logger.warn(
        `Attachment ${attachment.id} (${attachment.mime}) has no preview: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
    if (preview) await this.storage.write(previewKey(attachment.id), preview);
    const state = preview ? PREVIEW_MIME : NONE;
    await this.attachments.update({ id: attachment.id }, { preview: state });
    attachment.preview = state;
    return preview !== null;
  }

  private async source(original: Buffer, mime: string): Promise<Sharp> {
    if (mime === POSTSCRIPT) return epsPreview(original, this.config.uploadMaxPixels);
    const page = await this.renderer.render(original);
    return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 4 } });
  }

  private encode(image: Sharp): Promise<Buffer> {
    return image
      .resize(PREVIEW_LONG_EDGE, PREVIEW_LONG_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 88 })
      .toBuffer();
  }
}
