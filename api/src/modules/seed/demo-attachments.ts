import type { EntityManager } from 'typeorm';

import { Attachment } from '../files/entities/attachment.entity.js';
import type { FileStorage } from '../files/storage/file-storage.js';

/**
 * Demo images collected while the seed builds its rows, then stored and inserted at once.
 * They are stored as SVG (a few KB each, written in milliseconds); the image endpoints
 * rasterise each size with sharp on first request and keep the result.
 */
export class DemoAttachments {
  private readonly pending: { kind: string; key: string; svg: string }[] = [];

  /** Queues one image; answers its position for `ids()`. */
  add(kind: string, key: string, svg: string): number {
    return this.pending.push({ kind, key: `demo/${key}.svg`, svg }) - 1;
  }

  /** Writes every file and inserts the attachment rows; answers the ids in queue order. */
  async store(manager: EntityManager, storage: FileStorage): Promise<number[]> {
    if (this.pending.length === 0) return [];
    await Promise.all(
      this.pending.map((image) => storage.write(image.key, Buffer.from(image.svg))),
    );
    const result = await manager.insert(
      Attachment,
      this.pending.map((image) => ({
        kind: image.kind,
        mime: 'image/svg+xml',
        originalName: image.key.split('/').at(-1)!,
        size: Buffer.byteLength(image.svg),
        storageKey: image.key,
      })),
    );
    return result.identifiers.map((identifier) => Number(identifier.id));
  }
}
