import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Voucher as VoucherAnswer, VoucherImageMeta } from '@gb/contracts';
import { companyLogoHints, voucherImageHints } from '@gb/contracts/image-hints';
import { DataSource } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { Attachment } from '../../files/entities/attachment.entity.js';
import { AttachmentPreviewService } from '../../files/previews/attachment-preview.service.js';
import { ImageUploadService } from '../../files/uploads/image-upload.service.js';
import { LogoUploadService } from '../../files/uploads/logo-upload.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { Voucher } from '../entities/voucher.entity.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';
import { VoucherAccess } from './voucher-access.service.js';
import { VouchersService } from './vouchers.service.js';

/** The voucher's one-of-a-kind files: three print images and the company logo. */
export type VoucherImageColumn =
  | 'completeImageAttachmentId'
  | 'frontImageAttachmentId'
  | 'backImageAttachmentId'
  | 'companyLogoAttachmentId';

const KIND: Record<VoucherImageColumn, string> = {
  completeImageAttachmentId: 'voucher-complete-image',
  frontImageAttachmentId: 'voucher-front-image',
  backImageAttachmentId: 'voucher-back-image',
  companyLogoAttachmentId: 'voucher-company-logo',
};
const EXTRA_IMAGE_KIND = 'voucher-image';

/**
 * Uploading, replacing and removing a voucher's images while the caller may edit the voucher
 * (spec "Voucher editability"); every file checked by its content before it is kept.
 */
@Injectable()
export class VoucherImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: VoucherAccess,
    private readonly vouchers: VouchersService,
    private readonly images: ImageUploadService,
    private readonly logos: LogoUploadService,
    private readonly previews: AttachmentPreviewService,
  ) {}

  /** Keeps the file as the voucher's image of `column`, dropping the former one. */
  async replace(
    user: AuthenticatedUser,
    id: number,
    column: VoucherImageColumn,
    upload: UploadedFileBytes | undefined,
  ): Promise<VoucherAnswer> {
    await this.assertEditable(user, id);
    const stored =
      column === 'companyLogoAttachmentId'
        ? await this.logos.store(upload, KIND[column])
        : await this.images.store(upload, KIND[column]);
    return this.set(user, id, column, stored.id);
  }

  remove(user: AuthenticatedUser, id: number, column: VoucherImageColumn): Promise<VoucherAnswer> {
    return this.set(user, id, column, null);
  }

  /** One more of the images the company gives the graphic designer. */
  async addImage(
    user: AuthenticatedUser,
    id: number,
    upload: UploadedFileBytes | undefined,
  ): Promise<VoucherAnswer> {
    await this.assertEditable(user, id);
    const stored = await this.images.store(upload, EXTRA_IMAGE_KIND);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.access.reachEditable(user, id, manager);
        await manager.query(
          `INSERT INTO voucher_image (voucher_id, attachment_id) VALUES ($1, $2)`,
          [id, stored.id],
        );
        return this.vouchers.answer(manager, user, await this.reload(manager, id));
      });
    } catch (error) {
      await this.images.remove(stored.id);
      throw error;
    }
  }

  /** Removes one extra image; 404 when it is not one of this voucher's. */
  async removeImage(user: AuthenticatedUser, id: number, imageId: number): Promise<VoucherAnswer> {
    const answer = await this.dataSource.transaction(async (manager) => {
      await this.access.reachEditable(user, id, manager);
      const [linked] = (await manager.query(
        `SELECT 1 FROM voucher_image WHERE voucher_id = $1 AND attachment_id = $2`,
        [id, imageId],
      )) as unknown[];
      if (linked === undefined) throw new VoucherException(VoucherErrorCode.IMAGE_NOT_FOUND);
      await manager.query(
        `DELETE FROM voucher_image WHERE voucher_id = $1 AND attachment_id = $2`,
        [id, imageId],
      );
      return this.vouchers.answer(manager, user, await this.reload(manager, id));
    });
    await this.images.remove(imageId);
    return answer;
  }

  /** Removes every extra image of the voucher. */
  async removeImages(user: AuthenticatedUser, id: number): Promise<VoucherAnswer> {
    let removed: number[] = [];
    const answer = await this.dataSource.transaction(async (manager) => {
      await this.access.reachEditable(user, id, manager);
      const rows = (await manager.query(
        `SELECT attachment_id AS id FROM voucher_image WHERE voucher_id = $1`,
        [id],
      )) as { id: number }[];
      removed = rows.map((row) => Number(row.id));
      await manager.query(`DELETE FROM voucher_image WHERE voucher_id = $1`, [id]);
      return this.vouchers.answer(manager, user, await this.reload(manager, id));
    });
    for (const imageId of removed) await this.images.remove(imageId);
    return answer;
  }

  /** A voucher image's file (complete, front, back or extra) with its pixel size and hints. */
  async imageMeta(user: AuthenticatedUser, id: number, imageId: number): Promise<VoucherImageMeta> {
    const attachment = await this.imageOf(user, id, imageId);
    const size = await this.images.dimensions(attachment);
    const facts = {
      mime: attachment.mime,
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
    return this.meta(attachment, facts, voucherImageHints(facts));
  }

  /** The company logo's file with its pixel size (none for EPS and AI) and hints. */
  async logoMeta(
    user: AuthenticatedUser,
    id: number,
    attachmentId: number,
  ): Promise<VoucherImageMeta> {
    const attachment = await this.logoOf(user, id, attachmentId);
    const size = await this.images.dimensions(attachment);
    const facts = {
      mime: attachment.mime,
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
    return this.meta(attachment, facts, companyLogoHints(facts));
  }

  /** One of the voucher's images, for the caller who reaches the voucher; 404 otherwise. */
  async imageOf(user: AuthenticatedUser, id: number, imageId: number): Promise<Attachment> {
    const voucher = await this.access.reach(user, id);
    const [linked] = (await this.dataSource.query(
      `SELECT 1 FROM voucher_image WHERE voucher_id = $1 AND attachment_id = $2`,
      [id, imageId],
    )) as unknown[];
    const own =
      linked !== undefined ||
      [
        voucher.completeImageAttachmentId,
        voucher.frontImageAttachmentId,
        voucher.backImageAttachmentId,
      ].includes(imageId);
    return this.attachment(own ? imageId : null);
  }

  /** The voucher's company logo, when `attachmentId` is it; 404 otherwise. */
  async logoOf(user: AuthenticatedUser, id: number, attachmentId: number): Promise<Attachment> {
    const voucher = await this.access.reach(user, id);
    return this.attachment(voucher.companyLogoAttachmentId === attachmentId ? attachmentId : null);
  }

  /** The stored bytes of an attachment the caller reached. */
  async bytes(attachment: Attachment): Promise<Buffer> {
    const bytes = await this.images.bytes(attachment);
    if (!bytes) throw new VoucherException(VoucherErrorCode.IMAGE_NOT_FOUND);
    return bytes;
  }

  private async attachment(attachmentId: number | null): Promise<Attachment> {
    const attachment =
      attachmentId === null
        ? null
        : await this.dataSource.getRepository(Attachment).findOneBy({ id: attachmentId });
    if (!attachment) throw new VoucherException(VoucherErrorCode.IMAGE_NOT_FOUND);
    return attachment;
  }

  private async meta(
    attachment: Attachment,
    facts: { width: number | null; height: number | null },
    hints: VoucherImageMeta['hints'],
  ): Promise<VoucherImageMeta> {
    return {
      id: attachment.id,
      originalName: attachment.originalName,
      mime: attachment.mime,
      size: attachment.size,
      createdAt: attachment.createdAt.toISOString(),
      width: facts.width,
      height: facts.height,
      hasPreview: await this.previews.hasPreview(attachment),
      hints,
    };
  }

  /** 403 before any byte is read or kept when the caller may not edit the voucher now. */
  private assertEditable(user: AuthenticatedUser, id: number): Promise<Voucher> {
    return this.dataSource.transaction((manager) => this.access.reachEditable(user, id, manager));
  }

  private reload(manager: DataSource['manager'], id: number): Promise<Voucher> {
    return manager.getRepository(Voucher).findOneByOrFail({ id });
  }

  private async set(
    user: AuthenticatedUser,
    id: number,
    column: VoucherImageColumn,
    attachmentId: number | null,
  ): Promise<VoucherAnswer> {
    let previous: number | null = null;
    let answer: VoucherAnswer;
    try {
      answer = await this.dataSource.transaction(async (manager) => {
        const voucher = await this.access.reachEditable(user, id, manager);
        previous = voucher[column];
        await manager.getRepository(Voucher).update(id, { [column]: attachmentId });
        return this.vouchers.answer(manager, user, await this.reload(manager, id));
      });
    } catch (error) {
      // The voucher moved on while the file was checked: the new file is not kept.
      if (attachmentId !== null) await this.images.remove(attachmentId);
      throw error;
    }
    if (previous !== null && previous !== attachmentId) await this.images.remove(previous);
    return answer;
  }
}
