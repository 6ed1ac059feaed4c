import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BookletState, VoucherStateClass, type Booklet as BookletAnswer } from '@gb/contracts';
import { DataSource, In, Not, type EntityManager } from 'typeorm';

import { PublicLists } from '../../../common/public-lists.js';
import { AttachmentCopies } from '../../files/uploads/attachment-copies.service.js';
import { Voucher } from '../../vouchers/entities/voucher.entity.js';
import { Booklet } from '../entities/booklet.entity.js';
import { BookletsService } from './booklets.service.js';

/** Vouchers a clone leaves behind (DESIGN "Booklets"). */
const NOT_CLONED = [VoucherStateClass.Declined, VoucherStateClass.Deleted];

/** An ISO date moved by whole years (29 February becomes 1 March). */
export function shiftIsoDate(iso: string | null, years: number): string | null {
  if (iso === null) return null;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/**
 * Starts a new season from a booklet: a Draft booklet of the same region for another year with
 * the fields copied (dates moved by the years between, no orders, no cover or print file, which
 * are the year's own), and its vouchers except Declined and Deleted copied as SystemCreated
 * with `copiedFromVoucherId`, their images (bytes of their own) and address. One transaction.
 */
@Injectable()
export class BookletCloneService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly booklets: BookletsService,
    private readonly attachments: AttachmentCopies,
    private readonly publicLists: PublicLists,
  ) {}

  async clone(sourceId: number, year: number): Promise<BookletAnswer> {
    const written: string[] = [];
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const source = await this.booklets.load(manager, sourceId, true);
        await this.booklets.assertYearFree(manager, source.regionId, year);
        const clone = await this.copyBooklet(manager, source, year);
        await this.copyVouchers(manager, source.id, clone.id, written);
        return clone.id;
      });
      await this.publicLists.invalidate();
      return await this.booklets.get(id);
    } catch (error) {
      await this.attachments.discard(written);
      throw error;
    }
  }

  private copyBooklet(manager: EntityManager, source: Booklet, year: number): Promise<Booklet> {
    const years = year - source.year;
    const {
      id: _id,
      region: _region,
      coverImage: _cover,
      goodForPrinting: _gfp,
      ...fields
    } = source;
    return manager.getRepository(Booklet).save({
      ...fields,
      year,
      state: BookletState.Draft,
      orderFromDate: shiftIsoDate(source.orderFromDate, years),
      preOrderFromDate: shiftIsoDate(source.preOrderFromDate, years),
      shippingDate: shiftIsoDate(source.shippingDate, years),
      coverImageId: null,
      goodForPrintingId: null,
    });
  }

  private async copyVouchers(
    manager: EntityManager,
    sourceId: number,
    cloneId: number,
    written: string[],
  ): Promise<void> {
    const vouchers = await manager
      .getRepository(Voucher)
      .createQueryBuilder('v')
      .innerJoin('voucher_booklet', 'vb', 'vb.voucher_id = v.id AND vb.booklet_id = :sourceId', {
        sourceId,
      })
      .leftJoinAndSelect('v.images', 'image')
      .where({ stateClass: Not(In(NOT_CLONED)) })
      .orderBy('v.id')
      .getMany();
    for (const voucher of vouchers) {
      const copy = (attachmentId: number | null) =>
        this.attachments.copy(manager, attachmentId, written);
      const saved = await manager.getRepository(Voucher).save({
        bookletId: cloneId,
        companyId: voucher.companyId,
        address: { ...voucher.address },
        offerShort: voucher.offerShort,
        offerLong: voucher.offerLong,
        openingHours: voucher.openingHours,
        noteForGraphicDesigner: voucher.noteForGraphicDesigner,
        voucherCategoryId: voucher.voucherCategoryId,
        responsibleUserId: voucher.responsibleUserId,
        stateClass: VoucherStateClass.SystemCreated,
        copiedFromVoucherId: voucher.id,
        completeImageAttachmentId: await copy(voucher.completeImageAttachmentId),
        frontImageAttachmentId: await copy(voucher.frontImageAttachmentId),
        backImageAttachmentId: await copy(voucher.backImageAttachmentId),
        companyLogoAttachmentId: await copy(voucher.companyLogoAttachmentId),
      });
      await manager.query('INSERT INTO voucher_booklet (voucher_id, booklet_id) VALUES ($1, $2)', [
        saved.id,
        cloneId,
      ]);
      for (const image of voucher.images) {
        const imageId = await copy(image.id);
        if (imageId === null) continue;
        await manager.query(
          'INSERT INTO voucher_image (voucher_id, attachment_id) VALUES ($1, $2)',
          [saved.id, imageId],
        );
      }
    }
  }
}
