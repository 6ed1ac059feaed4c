import { randomInt } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyRedemption, RedemptionPin } from '@gb/contracts/answers';
import { DataSource } from 'typeorm';

import {
  CompanyErrorCode,
  CompanyException,
} from '../../companies/exceptions/company.exception.js';

const PIN_DIGITS = 6;

function newPin(): string {
  return String(randomInt(10 ** PIN_DIGITS)).padStart(PIN_DIGITS, '0');
}

/** A partner company's redemption PIN, and the redemptions it confirmed. */
@Injectable()
export class RedemptionPinsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's PIN; its first read makes one. */
  async pinOf(companyId: number): Promise<RedemptionPin> {
    await this.dataSource.query(
      'UPDATE company SET redemption_pin = $2 WHERE id = $1 AND redemption_pin IS NULL',
      [companyId, newPin()],
    );
    return { pin: await this.storedPin(companyId) };
  }

  /** A new PIN, never the former one, which confirms nothing from now on. */
  async renew(companyId: number): Promise<RedemptionPin> {
    const former = await this.storedPin(companyId);
    let pin = newPin();
    while (pin === former) pin = newPin();
    await this.dataSource.query('UPDATE company SET redemption_pin = $2 WHERE id = $1', [
      companyId,
      pin,
    ]);
    return { pin };
  }

  /** The redemptions of the company's vouchers, the latest first. */
  async redemptionsOf(companyId: number): Promise<CompanyRedemption[]> {
    await this.storedPin(companyId);
    const rows = (await this.dataSource.query(
      `SELECT redemption.voucher_id AS "voucherId", voucher.offer_short AS "offerShort",
              booklet.id AS "bookletId", region.name AS "regionName", booklet.year AS year,
              redemption.redeemed_at AS "redeemedAt"
         FROM redemption
         JOIN voucher ON voucher.id = redemption.voucher_id
         JOIN activation_code code ON code.id = redemption.activation_code_id
         JOIN booklet ON booklet.id = code.booklet_id
         JOIN region ON region.id = booklet.region_id
        WHERE voucher.company_id = $1
        ORDER BY redemption.redeemed_at DESC, redemption.id DESC`,
      [companyId],
    )) as (Omit<CompanyRedemption, 'redeemedAt'> & { redeemedAt: Date | string })[];
    return rows.map((row) => ({
      ...row,
      voucherId: Number(row.voucherId),
      bookletId: Number(row.bookletId),
      year: Number(row.year),
      redeemedAt: new Date(row.redeemedAt).toISOString(),
    }));
  }

  /** The stored PIN (null before its first read); 404 for an unknown company. */
  async storedPin(companyId: number): Promise<string> {
    const [row] = (await this.dataSource.query(
      'SELECT redemption_pin AS pin FROM company WHERE id = $1',
      [companyId],
    )) as { pin: string | null }[];
    if (!row) throw new CompanyException(CompanyErrorCode.NOT_FOUND);
    return row.pin ?? '';
  }
}
