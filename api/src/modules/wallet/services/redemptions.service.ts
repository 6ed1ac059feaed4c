import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatDateTime, type Locale } from '@gb/contracts';
import type { RedemptionRequest } from '@gb/contracts/schemas';
import type { Redemption as RedemptionAnswer } from '@gb/contracts/answers';
import { DataSource, In, type EntityManager } from 'typeorm';

import { createOnce, type Replayable } from '../../../common/idempotency/create-once.js';
import {
  ATTEMPT_COUNTERS,
  type AttemptCounters,
} from '../../../common/rate-limit/attempt-counters.js';
import { AttemptLimiter } from '../../../common/rate-limit/attempt-limiter.js';
import { isUniqueViolation } from '../../../errors/database-errors.js';
import { DROPPED_VOUCHER_STATES } from '../../vouchers/publicly-listed-voucher-states.js';
import { Redemption } from '../entities/redemption.entity.js';
import { WalletEvent } from '../entities/wallet-event.entity.js';
import type { Wallet } from '../entities/wallet.entity.js';
import { WalletErrorCode, WalletException } from '../exceptions/wallet.exception.js';
import { REDEEMABLE_BOOKLET_STATES, WalletContentsService } from './wallet-contents.service.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
/** Wrong PINs for one voucher of one wallet before it is locked for a while. */
const MAX_WRONG_PINS = 5;

/** A copy of the wallet that holds the voucher, and whether its booklet is valid. */
interface CopyWithVoucher {
  id: number;
  state: number;
  pin: string | null;
}

function toAnswer(redemption: Redemption): RedemptionAnswer {
  return {
    voucherId: redemption.voucherId,
    copyId: redemption.activationCodeId,
    redeemedAt: redemption.redeemedAt.toISOString(),
  };
}

/**
 * Redeems a voucher of a wallet when its partner enters its PIN. One copy's voucher is redeemed
 * once: the database's unique (copy, voucher) lets exactly one of two phones in. Wrong PINs lock
 * that voucher of that wallet for a while.
 */
@Injectable()
export class RedemptionsService {
  private readonly wrongPins: AttemptLimiter;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly wallets: WalletContentsService,
    @Inject(ATTEMPT_COUNTERS) counters: AttemptCounters,
  ) {
    this.wrongPins = new AttemptLimiter(
      counters('wrong-redemption-pin', MAX_WRONG_PINS, FIFTEEN_MINUTES_MS),
      () => new WalletException(WalletErrorCode.REDEMPTION_LOCKED),
    );
  }

  async redeem(
    token: string,
    request: RedemptionRequest,
    idempotencyKey: string | undefined,
    locale: Locale,
  ): Promise<Replayable<RedemptionAnswer>> {
    const wallet = await this.wallets.walletOf(token);
    const lockKey = `${wallet.id}:${request.voucherId}`;
    await this.wrongPins.assertAllowed(lockKey);
    const copies = await this.copiesWith(wallet, request.voucherId);
    if (copies.length === 0) throw new WalletException(WalletErrorCode.VOUCHER_NOT_IN_WALLET);
    const valid = copies.filter((copy) => REDEEMABLE_BOOKLET_STATES.includes(copy.state));
    if (valid.length === 0) throw new WalletException(WalletErrorCode.BOOKLET_NOT_REDEEMABLE);
    if (!copies[0]!.pin || copies[0]!.pin !== request.pin) {
      await this.wrongPins.record(lockKey);
      throw new WalletException(WalletErrorCode.PIN_WRONG);
    }
    await this.wrongPins.clear(lockKey);
    const copyIds = valid.map((copy) => copy.id);
    try {
      return await createOnce(this.dataSource, {
        entity: Redemption,
        key: idempotencyKey,
        request: { walletId: wallet.id, ...request },
        replay: toAnswer,
        create: (manager, columns) =>
          this.create(manager, { wallet, copyIds, voucherId: request.voucherId, columns, locale }),
      });
    } catch (error) {
      // Another phone redeemed it between our look and our insert.
      if (!isUniqueViolation(error)) throw error;
      throw await this.alreadyRedeemed(this.dataSource.manager, copyIds, request.voucherId, locale);
    }
  }

  private async create(
    manager: EntityManager,
    redeem: {
      wallet: Wallet;
      copyIds: number[];
      voucherId: number;
      columns: Pick<Redemption, 'idempotencyKey' | 'idempotencyFingerprint'>;
      locale: Locale;
    },
  ): Promise<RedemptionAnswer> {
    const { wallet, copyIds, voucherId, columns, locale } = redeem;
    const redeemed = await manager
      .getRepository(Redemption)
      .findBy({ activationCodeId: In(copyIds), voucherId });
    const free = copyIds.find((id) => !redeemed.some((r) => r.activationCodeId === id));
    if (free === undefined) throw await this.alreadyRedeemed(manager, copyIds, voucherId, locale);
    const redemption = await manager
      .getRepository(Redemption)
      .save(
        manager.getRepository(Redemption).create({ activationCodeId: free, voucherId, ...columns }),
      );
    await manager.getRepository(WalletEvent).insert({
      activationCodeId: free,
      kind: 'redeemed',
      email: wallet.email,
      voucherId,
    });
    return toAnswer(redemption);
  }

  /** 409 naming when the voucher was redeemed (the latest of the copies). */
  private async alreadyRedeemed(
    manager: EntityManager,
    copyIds: number[],
    voucherId: number,
    locale: Locale,
  ): Promise<WalletException> {
    const [latest] = await manager.getRepository(Redemption).find({
      where: { activationCodeId: In(copyIds), voucherId },
      order: { redeemedAt: 'DESC' },
      take: 1,
    });
    const redeemedAt = formatDateTime(latest?.redeemedAt.toISOString(), locale);
    return new WalletException(WalletErrorCode.ALREADY_REDEEMED, { redeemedAt });
  }

  /** The wallet's copies that print the voucher, oldest activation first, with its partner's PIN. */
  private async copiesWith(wallet: Wallet, voucherId: number): Promise<CopyWithVoucher[]> {
    return (await this.dataSource.query(
      `SELECT code.id AS id, booklet.state AS state, company.redemption_pin AS pin
         FROM activation_code code
         JOIN booklet ON booklet.id = code.booklet_id
         JOIN voucher_booklet ON voucher_booklet.booklet_id = code.booklet_id
         JOIN voucher ON voucher.id = voucher_booklet.voucher_id
         JOIN company ON company.id = voucher.company_id
        WHERE code.wallet_id = $1 AND voucher.id = $2
          AND voucher.state_class NOT IN (${DROPPED_VOUCHER_STATES.map((_, i) => `$${i + 3}`).join(', ')})
        ORDER BY code.activated_at, code.id`,
      [wallet.id, voucherId, ...DROPPED_VOUCHER_STATES],
    )) as CopyWithVoucher[];
  }
}
