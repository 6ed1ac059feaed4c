import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Attachment } from '../entities/attachment.entity.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';

/**
 * Copies of attachments with bytes of their own, so that replacing or deleting the copy never
 * touches the original (a cloned booklet's vouchers and last year's).
 */
@Injectable()
export class AttachmentCopies {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /**
   * Copies the attachment in the caller's transaction; the written storage keys are added to
   * `written` so the caller can remove them when its transaction fails. A missing original (or
   * missing bytes) gives null.
   */
  async copy(
    manager: EntityManager,
    attachmentId: number | null,
    written: string[],
  ): Promise<number | null> {
    if (attachmentId === null) return null;
    const original = await manager.getRepository(Attachment).findOneBy({ id: attachmentId });
    const bytes = original && (await this.storage.read(original.storageKey));
    if (!original || !bytes) return null;
    const storageKey = `${original.kind}/${randomUUID()}`;
    await this.storage.write(storageKey, bytes);
    written.push(storageKey);
    const { id } = await manager.getRepository(Attachment).save({
      kind: original.kind,
      mime: original.mime,
      originalName: original.originalName,
      size: original.size,
      storageKey,
    });
    return id;
  }

  /** Removes bytes written for a transaction that did not commit. */
  async discard(storageKeys: string[]): Promise<void> {
    await Promise.all(storageKeys.map((key) => this.storage.remove(key)));
  }
}
