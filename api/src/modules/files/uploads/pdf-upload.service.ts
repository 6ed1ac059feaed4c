import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import type { UploadedFileBytes } from './uploaded-file.js';

const PDF_MIME = 'application/pdf';
/** Where a PDF's end-of-file marker may stand: writers append a few bytes after it. */
const EOF_WINDOW_BYTES = 2048;

/**
 * Whether the bytes are a PDF by their content (the client's name and type are not trusted):
 * the header `%PDF-1.x` or `%PDF-2.x` at the start and the `%%EOF` marker near the end, so a
 * renamed file or a truncated upload is refused.
 */
export function isPdf(bytes: Buffer): boolean {
  const header = bytes.subarray(0, 8).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW_BYTES)).toString('latin1');
  return /^%PDF-[12]\.\d/.test(header) && tail.includes('%%EOF');
}

/** Stores uploaded PDFs (a booklet's print file) as attachments, up to the upload limit. */
@Injectable()
export class PdfUploadService {
  constructor(
    @InjectRepository(Attachment) private readonly attachments: Repository<Attachment>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async store(file: UploadedFileBytes | undefined, kind: string): Promise<Attachment> {
    if (!file) throw new FileException(FileErrorCode.FILE_MISSING);
    if (!isPdf(file.buffer)) throw new FileException(FileErrorCode.NOT_A_PDF);
    const storageKey = `${kind}/${randomUUID()}`;
    await this.storage.write(storageKey, file.buffer);
    return this.attachments.save({
      kind,
      mime: PDF_MIME,
      originalName: file.originalname.slice(0, 255),
      size: file.size,
      storageKey,
    });
  }

  /** The stored bytes, or null when they are gone. */
  async bytes(attachment: Attachment): Promise<Buffer | null> {
    return this.storage.read(attachment.storageKey);
  }
}
