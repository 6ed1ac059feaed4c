import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@gb/contracts';
import type { WalletCopy } from '@gb/contracts/answers';
import { DataSource } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { MailOutbox } from '../../mail/outbox/mail-outbox.service.js';
import { ActivationCode } from '../entities/activation-code.entity.js';
import { WalletEvent } from '../entities/wallet-event.entity.js';
import { Wallet } from '../entities/wallet.entity.js';
import { WalletErrorCode, WalletException } from '../exceptions/wallet.exception.js';
import { WalletActivationService } from './wallet-activation.service.js';

/** Staff's view of the copies in a client's wallet, and moving one to another e-mail. */
@Injectable()
export class WalletCopiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activation: WalletActivationService,
    private readonly outbox: MailOutbox,
  ) {}

  /** The copies of the e-mail's wallet with their history; none when it has no wallet. */
  async copiesOf(email: string): Promise<WalletCopy[]> {
    const wallet = await this.dataSource
      .getRepository(Wallet)
      .findOneBy({ email: email.trim().toLowerCase() });
    if (!wallet) return [];
    const copies = await this.dataSource.getRepository(ActivationCode).find({
      where: { walletId: wallet.id },
      relations: { booklet: { region: true } },
      order: { activatedAt: 'ASC', id: 'ASC' },
    });
    return Promise.all(copies.map((copy) => this.copyAnswer(copy, wallet.email)));
  }

  /** Moves the copy, with its redemptions, to the new e-mail's wallet (made and mailed if new). */
  async move(
    copyId: number,
    email: string,
    user: AuthenticatedUser,
    locale: Locale,
  ): Promise<WalletCopy> {
    const owner = email.trim().toLowerCase();
    const moved = await this.dataSource.transaction(async (manager) => {
      const copy = await manager
        .getRepository(ActivationCode)
        .findOne({ where: { id: copyId }, lock: { mode: 'pessimistic_write' } });
      const former = copy?.walletId
        ? await manager.getRepository(Wallet).findOneBy({ id: copy.walletId })
        : null;
      if (!copy || !former) throw new WalletException(WalletErrorCode.COPY_NOT_FOUND);
      const booklet = await manager
        .getRepository(Booklet)
        .findOneOrFail({ where: { id: copy.bookletId }, relations: { region: true } });
      const { wallet, newToken } = await this.activation.walletOf(manager, owner);
      await manager.getRepository(ActivationCode).update(copy.id, { walletId: wallet.id });
      await manager.getRepository(WalletEvent).insert({
        activationCodeId: copy.id,
        kind: 'moved',
        email: owner,
        fromEmail: former.email,
        userId: user.id,
        username: user.email,
      });
      await this.outbox.enqueue(manager, [
        this.activation.mailOf(owner, booklet, newToken, locale),
      ]);
      return { ...copy, booklet };
    });
    this.outbox.sendSoon();
    return this.copyAnswer(moved, owner);
  }

  private async copyAnswer(copy: ActivationCode, email: string): Promise<WalletCopy> {
    const events = await this.dataSource.getRepository(WalletEvent).find({
      where: { activationCodeId: copy.id },
      relations: { voucher: { company: true } },
      order: { happenedAt: 'ASC', id: 'ASC' },
    });
    return {
      copyId: copy.id,
      bookletId: copy.bookletId,
      regionName: copy.booklet.region.name,
      year: copy.booklet.year,
      email,
      history: events.map((event) => ({
        kind: event.kind,
        email: event.email,
        fromEmail: event.fromEmail,
        voucherId: event.voucherId,
        voucherOffer: event.voucher?.offerShort ?? null,
        companyName: event.voucher?.company.name ?? null,
        username: event.username,
        happenedAt: event.happenedAt.toISOString(),
      })),
    };
  }
}
