import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BookletState, compareVouchers, type PublicVoucher } from '@gb/contracts';
import { Repository } from 'typeorm';

import { VoucherCategory } from '../voucher-categories/entities/voucher-category.entity.js';
import { DROPPED_VOUCHER_STATES } from './publicly-listed-voucher-states.js';
import { Voucher } from './entities/voucher.entity.js';
import { toPublicVoucher, type PublicVoucherRow } from './public-voucher.mapper.js';

/** The storefront's vouchers: those in Published and SoldOut booklets. */
@Injectable()
export class PublicVouchersService {
  constructor(
    @InjectRepository(Voucher) private readonly vouchers: Repository<Voucher>,
    @InjectRepository(VoucherCategory) private readonly categories: Repository<VoucherCategory>,
  ) {}

  /** Whether a visitor may see this voucher: it is listed in a published or sold-out booklet. */
  async isPubliclyListed(voucherId: number): Promise<boolean> {
    const found = await this.publiclyListed()
      .andWhere('voucher.id = :voucherId', { voucherId })
      .getExists();
    return found;
  }

  private publiclyListed() {
    return this.vouchers
      .createQueryBuilder('voucher')
      .innerJoin('voucher.inBooklets', 'booklet', 'booklet.state IN (:...outStates)', {
        outStates: [BookletState.Published, BookletState.SoldOut],
      })
      .where('voucher.stateClass NOT IN (:...dropped)', { dropped: DROPPED_VOUCHER_STATES });
  }

  async list(): Promise<PublicVoucher[]> {
    const [rows, categories] = await Promise.all([
      this.publiclyListed()
        .innerJoin('voucher.company', 'company')
        .select('voucher.id', 'id')
        .addSelect('array_agg(booklet.id ORDER BY booklet.id)', 'bookletIds')
        .addSelect('company.name', 'companyName')
        .addSelect('voucher.address_city', 'city')
        .addSelect('voucher.address_lon', 'lon')
        .addSelect('voucher.address_lat', 'lat')
        .addSelect('voucher.offerShort', 'offerShort')
        .addSelect('voucher.offerLong', 'offerLong')
        .addSelect('voucher.openingHours', 'openingHours')
        .addSelect('voucher.voucherCategoryId', 'voucherCategoryId')
        .addSelect('voucher.completeImageAttachmentId', 'completeImageAttachmentId')
        .addSelect('voucher.frontImageAttachmentId', 'frontImageAttachmentId')
        .addSelect('voucher.backImageAttachmentId', 'backImageAttachmentId')
        .groupBy('voucher.id')
        .addGroupBy('company.id')
        .getRawMany<PublicVoucherRow>(),
      this.categories.find(),
    ]);
    const priorities = new Map(categories.map((category) => [category.id, category]));
    return rows.map(toPublicVoucher).sort((a, b) => compareVouchers(a, b, priorities));
  }
}
