import { createHmac } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_RANDOM_LENGTH,
  activationCodeOf,
} from '@gb/contracts/activation-code';
import { DataSource, type EntityManager } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { codeHashOf, storeCodes } from './store-codes.js';

const BASE = BigInt(ACTIVATION_CODE_ALPHABET.length);

/** An order's lines as far as its copies go, in the order they were written. */
export interface OrderCopies {
  id: number;
  lines: readonly { bookletId: number; quantity: number }[];
}

/** One booklet's codes of an order, in the order of the order's lines. */
export interface BookletCodes {
  bookletId: number;
  codes: string[];
}

/**
 * The code of an order's n-th copy (counted from 1 over all its lines): the keyed HMAC of order
 * and copy, read as 15 alphabet positions (256 bits for 74, so no position is measurably more
 * likely), with its check character. Unguessable without the secret, and the same each time.
 */
export function orderCopyCode(secret: string, orderId: number, copy: number): string {
  const digest = createHmac('sha256', secret).update(`order:${orderId}:copy:${copy}`).digest();
  let value = BigInt(`0x${digest.toString('hex')}`);
  const positions: number[] = [];
  for (let i = 0; i < ACTIVATION_CODE_RANDOM_LENGTH; i++) {
    positions.push(Number(value % BASE));
    value /= BASE;
  }
  return activationCodeOf(positions);
}

/**
 * The activation codes of booklets ordered online: derived from the server's secret, so the
 * order keeps only their hashes and its confirmation mail (sent, perhaps again, by a job) and
 * its invoice write the same codes each time.
 */
@Injectable()
export class OrderActivationCodes {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Keeps the hashes of the orders' codes in the transaction that writes the orders. */
  async store(manager: EntityManager, orders: readonly OrderCopies[]): Promise<void> {
    await storeCodes(
      manager,
      orders.flatMap((order) =>
        this.derive(order).flatMap(({ bookletId, codes }) =>
          codes.map((code) => ({ bookletId, code })),
        ),
      ),
    );
  }

  /**
   * The order's codes as printed, per booklet; only those it stored (an order from before
   * booklets had codes has none).
   */
  async codesOf(order: OrderCopies): Promise<BookletCodes[]> {
    const derived = this.derive(order);
    const hashes = derived.flatMap(({ codes }) => codes.map(codeHashOf));
    if (hashes.length === 0) return [];
    const rows = (await this.dataSource.query(
      'SELECT code_hash AS hash FROM activation_code WHERE code_hash = ANY($1)',
      [hashes],
    )) as { hash: string }[];
    const stored = new Set(rows.map((row) => row.hash.trim()));
    return derived
      .map(({ bookletId, codes }) => ({
        bookletId,
        codes: codes.filter((code) => stored.has(codeHashOf(code))),
      }))
      .filter(({ codes }) => codes.length > 0);
  }

  private derive(order: OrderCopies): BookletCodes[] {
    let copy = 0;
    return order.lines.map(({ bookletId, quantity }) => ({
      bookletId,
      codes: Array.from({ length: quantity }, () =>
        orderCopyCode(this.config.activationCodeSecret, order.id, ++copy),
      ),
    }));
  }
}
