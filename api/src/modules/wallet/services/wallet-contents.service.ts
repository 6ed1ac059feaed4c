import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BookletState, compareVouchers } from '@gb/contracts';
import type { Wallet as WalletAnswer, WalletVoucher } from '@gb/contracts/answers';
import { DataSource, In } from 'typeorm';

import { VoucherCategory } from '../../voucher-categories/entities/voucher-category.entity.js';
import { Voucher } from '../../vouchers/entities/voucher.entity.js';
import { DROPPED_VOUCHER_STATES } from '../../vouchers/publicly-listed-voucher-states.js';
import { ActivationCode } from '../entities/activation-code.entity.js';
import { Redemption } from '../entities/redemption.entity.js';
import { Wallet } from '../entities/wallet.entity.js';
import { WalletErrorCode, WalletException } from '../exceptions/wallet.exception.js';
import { secretHash } from './secret-hash.js';
import { WalletLinkService } from './wallet-link.service.js';

/** Booklet states whose vouchers can be redeemed. */
export const REDEEMABLE_BOOKLET_STATES: readonly BookletState[] = [
  BookletState.Published,
  BookletState.SoldOut,
];

type VoucherRow = Omit<WalletVoucher, 'redeemedAt'> & { bookletId: number };

/** What a wallet's link opens: its copies, each with its vouchers and their redemptions. */
@Injectable()
export class WalletContentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: WalletLinkService,
  ) {}

  /** The wallet of a link's token (a new link's on its first opening); 404 for any other. */
  async walletOf(token: string): Promise<Wallet> {
    const wallet =
      (await this.dataSource.getRepository(Wallet).findOneBy({ tokenHash: secretHash(token) })) ??
      (await this.links.open(token));
    if (!wallet) throw new WalletException(WalletErrorCode.NOT_FOUND);
    return wallet;
  }

  async contents(token: string): Promise<WalletAnswer> {
    const wallet = await this.walletOf(token);
    const copies = await this.dataSource.getRepository(ActivationCode).find({
      where: { walletId: wallet.id },
      relations: { booklet: { region: true } },
      order: { activatedAt: 'ASC', id: 'ASC' },
    });
    if (copies.length === 0) return { booklets: [] };
    const bookletIds = [...new Set(copies.map((copy) => copy.bookletId))];
    const [vouchers, redemptions, categories] = await Promise.all([
      this.vouchersOf(bookletIds),
      this.dataSource
        .getRepository(Redemption)
        .findBy({ activationCodeId: In(copies.map((copy) => copy.id)) }),
      this.dataSource.getRepository(VoucherCategory).find(),
    ]);
    const priorities = new Map(categories.map((category) => [category.id, category]));
    vouchers.sort((a, b) => compareVouchers(a, b, priorities));
    const redeemedAt = new Map(
      redemptions.map((r) => [`${r.activationCodeId}:${r.voucherId}`, r.redeemedAt.toISOString()]),
    );
    return {
      booklets: copies.map((copy) => ({
        copyId: copy.id,
        bookletId: copy.bookletId,
        regionName: copy.booklet.region.name,
        year: copy.booklet.year,
        state: copy.booklet.state,
        redeemable: REDEEMABLE_BOOKLET_STATES.includes(copy.booklet.state),
        activatedAt: (copy.activatedAt ?? copy.createdAt).toISOString(),
        vouchers: vouchers
          .filter((voucher) => voucher.bookletId === copy.bookletId)
          .map(({ bookletId: _booklet, ...voucher }) => ({
            ...voucher,
            redeemedAt: redeemedAt.get(`${copy.id}:${voucher.id}`) ?? null,
          })),
      })),
    };
  }

  /** The vouchers printed in the booklets, one row per voucher and booklet. */
  private async vouchersOf(bookletIds: number[]): Promise<VoucherRow[]> {
    const rows = await this.dataSource
      .getRepository(Voucher)
      .createQueryBuilder('voucher')
      .innerJoin('voucher.inBooklets', 'booklet', 'booklet.id IN (:...bookletIds)', { bookletIds })
      .innerJoin('voucher.company', 'company')
      .where('voucher.stateClass NOT IN (:...dropped)', { dropped: DROPPED_VOUCHER_STATES })
      .select('voucher.id', 'id')
      .addSelect('booklet.id', 'bookletId')
      .addSelect('company.name', 'companyName')
      .addSelect('voucher.offerShort', 'offerShort')
      .addSelect('voucher.offerLong', 'offerLong')
      .addSelect('voucher.address_street', 'street')
      .addSelect('voucher.address_zip', 'zip')
      .addSelect('voucher.address_city', 'city')
      .addSelect('voucher.address_lon', 'lon')
      .addSelect('voucher.address_lat', 'lat')
      .addSelect('voucher.openingHours', 'openingHours')
      .addSelect('voucher.voucherCategoryId', 'voucherCategoryId')
      .addSelect('voucher.completeImageAttachmentId', 'completeImageAttachmentId')
      .addSelect('voucher.frontImageAttachmentId', 'frontImageAttachmentId')
      .addSelect('voucher.backImageAttachmentId', 'backImageAttachmentId')
      .getRawMany<VoucherRow>();
    return rows.map((row) => ({ ...row, id: Number(row.id), bookletId: Number(row.bookletId) }));
  }
}
