import { randomInt } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_RANDOM_LENGTH,
  activationCodeOf,
} from '@gb/contracts/activation-code';
import type { ActivationCodeCounts } from '@gb/contracts/answers';
import { stringify } from 'csv-stringify/sync';
import { DataSource, type EntityManager } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { BookletErrorCode, BookletException } from '../../booklets/exceptions/booklet.exception.js';
import { storeCodes } from './store-codes.js';

/** A print run's codes, as the printer gets them. */
export interface ActivationCodeFile {
  filename: string;
  csv: string;
}

/** A code drawn with the operating system's random numbers. */
function randomActivationCode(): string {
  const positions = Array.from({ length: ACTIVATION_CODE_RANDOM_LENGTH }, () =>
    randomInt(ACTIVATION_CODE_ALPHABET.length),
  );
  return activationCodeOf(positions);
}

/** Activation codes of a booklet's copies: made once, kept as hashes, counted. */
@Injectable()
export class ActivationCodesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Codes for a print run: the only time they are readable. */
  async generate(bookletId: number, quantity: number): Promise<ActivationCodeFile> {
    return this.dataSource.transaction(async (manager) => {
      const booklet = await this.bookletOf(manager, bookletId);
      const codes = await this.create(manager, bookletId, quantity);
      const regionName = booklet.region.name;
      const csv = stringify(
        codes.map((code) => [code, regionName, booklet.year]),
        { header: true, columns: ['code', 'region', 'year'] },
      );
      const slug = booklet.region.canonical || String(booklet.regionId);
      return { filename: `activation-codes-${slug}-${booklet.year}.csv`, csv };
    });
  }

  /** New codes of a booklet's copies in the caller's transaction; answers them as printed. */
  async create(manager: EntityManager, bookletId: number, quantity: number): Promise<string[]> {
    const codes = Array.from({ length: quantity }, randomActivationCode);
    await storeCodes(
      manager,
      codes.map((code) => ({ bookletId, code })),
    );
    return codes;
  }

  async counts(bookletId: number): Promise<ActivationCodeCounts> {
    await this.bookletOf(this.dataSource.manager, bookletId);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS created,
              count(code.activated_at)::int AS activated,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM redemption WHERE redemption.activation_code_id = code.id))::int AS redeemed,
              (SELECT count(*)::int FROM redemption
                 JOIN activation_code redeemed_code ON redeemed_code.id = redemption.activation_code_id
                WHERE redeemed_code.booklet_id = $1) AS redemptions
         FROM activation_code code WHERE code.booklet_id = $1`,
      [bookletId],
    )) as ActivationCodeCounts[];
    return row!;
  }

  private async bookletOf(manager: EntityManager, id: number): Promise<Booklet> {
    const booklet = await manager
      .getRepository(Booklet)
      .findOne({ where: { id }, relations: { region: true } });
    if (!booklet) throw new BookletException(BookletErrorCode.NOT_FOUND);
    return booklet;
  }
}
