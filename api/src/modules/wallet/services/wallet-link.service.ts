import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@gb/contracts';
import type { WalletEventKind, WalletLinkRequested } from '@gb/contracts/answers';
import { DataSource, type EntityManager } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { JobQueue } from '../../../common/jobs/job-queue.service.js';
import { portalUrl } from '../../../common/portal-url.js';
import {
  ATTEMPT_COUNTERS,
  type AttemptCounters,
} from '../../../common/rate-limit/attempt-counters.js';
import { AttemptLimiter } from '../../../common/rate-limit/attempt-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MailOutbox } from '../../mail/outbox/mail-outbox.service.js';
import { ActivationCode } from '../entities/activation-code.entity.js';
import { WalletEvent } from '../entities/wallet-event.entity.js';
import { Wallet } from '../entities/wallet.entity.js';
import { WalletErrorCode, WalletException } from '../exceptions/wallet.exception.js';
import { newWalletToken, secretHash } from './secret-hash.js';
import { walletPath } from './wallet-activation.service.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/** The job queue of the new links asked for. */
export const WALLET_LINK_QUEUE = 'wallet-link';

/** A new link asked for, as its job carries it. */
interface LinkRequest {
  email: string;
  locale: Locale;
}

/**
 * A new link for a client who lost the wallet's mail. The request is a job of the queue, written
 * the same way for any e-mail before the answer, so nobody learns whether an address has a wallet
 * and no request is lost; requests count per client (the route's limit) and per e-mail. The new
 * link replaces the former one only once it is opened: whoever asks with somebody else's address
 * changes nothing on their phone.
 */
@Injectable()
export class WalletLinkService {
  private readonly requestsOfEmail: AttemptLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly jobs: JobQueue,
    @Inject(ATTEMPT_COUNTERS) counters: AttemptCounters,
  ) {
    this.requestsOfEmail = new AttemptLimiter(
      counters('wallet-link-of-email', config.walletLinkRateLimit, FIFTEEN_MINUTES_MS),
      () => new WalletException(WalletErrorCode.LINK_TOO_MANY),
    );
    jobs.define<LinkRequest>(WALLET_LINK_QUEUE, ({ email, locale }) => this.send(email, locale));
  }

  /** Queues the new link of the e-mail's wallet (mailed if it has one with booklets). */
  async request(email: string, locale: Locale): Promise<WalletLinkRequested> {
    const owner = email.trim().toLowerCase();
    await this.requestsOfEmail.assertAllowed(owner);
    await this.requestsOfEmail.record(owner);
    await this.jobs.send<LinkRequest>(this.dataSource.manager, WALLET_LINK_QUEUE, [
      { email: owner, locale },
    ]);
    this.jobs.wake(WALLET_LINK_QUEUE);
    return { email: owner };
  }

  /**
   * The wallet whose new link this token is, on the link's first opening: from now on the token
   * is the wallet's and the former link opens nothing. Undefined for any other token.
   */
  async open(token: string): Promise<Wallet | undefined> {
    const tokenHash = secretHash(token);
    // Most unknown tokens are no new link either: they cost one read, no transaction.
    const renewed = await this.dataSource
      .getRepository(Wallet)
      .existsBy({ renewedTokenHash: tokenHash });
    if (!renewed) return undefined;
    return this.dataSource.transaction(async (manager) => {
      const wallet = await manager.getRepository(Wallet).findOne({
        where: { renewedTokenHash: tokenHash },
        lock: { mode: 'pessimistic_write' },
      });
      // Opened twice at once: the other opening made it the wallet's token while this one waited.
      if (!wallet)
        return (await manager.getRepository(Wallet).findOneBy({ tokenHash })) ?? undefined;
      await manager.getRepository(Wallet).update(wallet.id, { tokenHash, renewedTokenHash: null });
      await this.record(manager, wallet, 'link-renewed');
      return wallet;
    });
  }

  /** The job of a new link: a new token for the wallet and its mail, in one transaction. */
  private async send(email: string, locale: Locale): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const wallet = await manager
        .getRepository(Wallet)
        .findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
      if (!wallet) return;
      const copies = await this.record(manager, wallet, 'link-sent');
      // A wallet whose booklets all moved to another e-mail opens nothing: no link for it.
      if (copies.length === 0) return;
      const token = newWalletToken();
      await manager
        .getRepository(Wallet)
        .update(wallet.id, { renewedTokenHash: secretHash(token) });
      const t = translatorFor(locale);
      const booklets = copies.map((copy) => `${copy.booklet.region.name} ${copy.booklet.year}`);
      const link = portalUrl(this.config, walletPath(token));
      await this.outbox.enqueue(manager, [
        {
          to: email,
          subject: t('mails.walletLinkRenewedSubject', { booklets: booklets.join(', ') }),
          text: t('mails.walletLinkRenewedText', { booklets: booklets.join(', '), link }),
          kind: 'wallet-link-renewed',
        },
      ]);
    });
    this.outbox.sendSoon();
  }

  /** Writes the event into the history of each copy in the wallet; answers the copies. */
  private async record(
    manager: EntityManager,
    wallet: Wallet,
    kind: WalletEventKind,
  ): Promise<ActivationCode[]> {
    const copies = await manager.getRepository(ActivationCode).find({
      where: { walletId: wallet.id },
      relations: { booklet: { region: true } },
      order: { activatedAt: 'ASC', id: 'ASC' },
    });
    if (copies.length > 0) {
      await manager
        .getRepository(WalletEvent)
        .insert(copies.map((copy) => ({ activationCodeId: copy.id, kind, email: wallet.email })));
    }
    return copies;
  }
}
