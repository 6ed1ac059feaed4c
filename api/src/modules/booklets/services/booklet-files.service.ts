import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttachmentMeta, Booklet as BookletAnswer } from '@gb/contracts';
import { DataSource } from 'typeorm';

import { PublicLists } from '../../../common/public-lists.js';
import { Attachment } from '../../files/entities/attachment.entity.js';
import { ImageUploadService } from '../../files/uploads/image-upload.service.js';
import { PdfUploadService } from '../../files/uploads/pdf-upload.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { Booklet } from '../entities/booklet.entity.js';
import { BookletErrorCode, BookletException } from '../exceptions/booklet.exception.js';
import { BookletsService } from './booklets.service.js';

/** A booklet's two files: the cover image (shown on Home) and the print file (a PDF). */
export type BookletFile = 'coverImageId' | 'goodForPrintingId';

const KIND: Record<BookletFile, string> = {
  coverImageId: 'booklet-cover-image',
  goodForPrintingId: 'booklet-good-for-printing',
};

@Injectable()
export class BookletFilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly booklets: BookletsService,
    private readonly images: ImageUploadService,
    private readonly pdfs: PdfUploadService,
    private readonly publicLists: PublicLists,
  ) {}

  /** Stores the file (an image for the cover, a PDF for the print file) and drops the former one. */
  async replace(
    bookletId: number,
    file: BookletFile,
    upload: UploadedFileBytes | undefined,
  ): Promise<BookletAnswer> {
    await this.booklets.load(this.dataSource.manager, bookletId);
    const stored =
      file === 'coverImageId'
        ? await this.images.store(upload, KIND[file])
        : await this.pdfs.store(upload, KIND[file]);
    return this.set(bookletId, file, stored.id);
  }

  remove(bookletId: number, file: BookletFile): Promise<BookletAnswer> {
    return this.set(bookletId, file, null);
  }

  /** What is known of the booklet's file; 404 when `fileId` is not that file of this booklet. */
  async meta(bookletId: number, file: BookletFile, fileId: number): Promise<AttachmentMeta> {
    const attachment = await this.attachment(bookletId, file, fileId);
    return {
      id: attachment.id,
      originalName: attachment.originalName,
      mime: attachment.mime,
      size: attachment.size,
      createdAt: attachment.createdAt.toISOString(),
    };
  }

  /** The print file's bytes and name; 404 when it is not this booklet's print file. */
  async printFile(
    bookletId: number,
    fileId: number,
  ): Promise<{ bytes: Buffer; originalName: string }> {
    const attachment = await this.attachment(bookletId, 'goodForPrintingId', fileId);
    const bytes = await this.pdfs.bytes(attachment);
    if (!bytes) throw new BookletException(BookletErrorCode.FILE_NOT_FOUND);
    return { bytes, originalName: attachment.originalName };
  }

  private async attachment(
    bookletId: number,
    file: BookletFile,
    fileId: number,
  ): Promise<Attachment> {
    const booklet = await this.booklets.load(this.dataSource.manager, bookletId);
    const attachment =
      booklet[file] === fileId
        ? await this.dataSource.getRepository(Attachment).findOneBy({ id: fileId })
        : null;
    if (!attachment) throw new BookletException(BookletErrorCode.FILE_NOT_FOUND);
    return attachment;
  }

  private async set(
    bookletId: number,
    file: BookletFile,
    attachmentId: number | null,
  ): Promise<BookletAnswer> {
    const previous = await this.dataSource.transaction(async (manager) => {
      const booklet = await this.booklets.load(manager, bookletId, true);
      await manager.getRepository(Booklet).update(bookletId, { [file]: attachmentId });
      return booklet[file];
    });
    if (previous !== null && previous !== attachmentId) await this.images.remove(previous);
    if (file === 'coverImageId') await this.publicLists.invalidate();
    return this.booklets.get(bookletId);
  }
}
