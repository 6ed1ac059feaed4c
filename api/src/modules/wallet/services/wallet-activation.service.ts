import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@gb/contracts';
import type { WalletActivation } from '@gb/contracts/answers';
import { DataSource, type EntityManager } from 'typeorm';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { portalUrl } from '../../../common/portal-url.js';
import {
  ATTEMPT_COUNTERS,
  type AttemptCounters,
} from '../../../common/rate-limit/attempt-counters.js';
import { AttemptLimiter } from '../../../common/rate-limit/attempt-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { MailOutbox, type OutboxMail } from '../../mail/outbox/mail-outbox.service.js';
import { ActivationCode } from '../entities/activation-code.entity.js';
import { WalletEvent } from '../entities/wallet-event.entity.js';
import { Wallet } from '../entities/wallet.entity.js';
import { WalletErrorCode, WalletException } from '../exceptions/wallet.exception.js';
import { newWalletToken, secretHash } from './secret-hash.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
/** The one key of the count of wrong codes of all clients together. */
const CODE_SPACE = 'all';

/** The wallet's page in the portal, as its link names it. */
export const walletPath = (token: string) => `/wallet/${token}`;

/** A wallet, and its link's token when this activation made it. */
interface WalletOfEmail {
  wallet: Wallet;
  newToken: string | undefined;
}

function tooManyWrongCodes(): WalletException {
  return new WalletException(WalletErrorCode.TOO_MANY_WRONG_CODES);
}

/**
 * Binds a copy's activation code to an e-mail's wallet and mails the wallet's link. Wrong codes
 * count against the client and against the whole code space (guessing spread over many
 * addresses); the answer is the same whether the e-mail had a wallet before or not.
 */
@Injectable()
export class WalletActivationService {
  private readonly wrongCodesOfClient: AttemptLimiter;
  private readonly wrongCodes: AttemptLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    @Inject(ATTEMPT_COUNTERS) counters: AttemptCounters,
  ) {
    this.wrongCodesOfClient = new AttemptLimiter(
      counters('wrong-activation-code', config.activationRateLimit, FIFTEEN_MINUTES_MS),
      tooManyWrongCodes,
    );
    this.wrongCodes = new AttemptLimiter(
      counters('activation-code-space', config.activationCodeSpaceLimit, FIFTEEN_MINUTES_MS),
      tooManyWrongCodes,
    );
  }

  /** `code` as the schema left it: capitals, no dashes, check character right. */
  async activate(
    code: string,
    email: string,
    client: string,
    locale: Locale,
  ): Promise<WalletActivation> {
    await this.wrongCodesOfClient.assertAllowed(client);
    await this.wrongCodes.assertAllowed(CODE_SPACE);
    const owner = email.trim().toLowerCase();
    const booklet = await this.dataSource.transaction(async (manager) => {
      const copy = await manager.getRepository(ActivationCode).findOne({
        where: { codeHash: secretHash(code) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!copy) return undefined;
      return this.bind(manager, copy, owner, locale);
    });
    if (!booklet) {
      await this.wrongCodesOfClient.record(client);
      await this.wrongCodes.record(CODE_SPACE);
      throw new WalletException(WalletErrorCode.CODE_UNKNOWN);
    }
    this.outbox.sendSoon();
    return { regionName: booklet.region.name, year: booklet.year };
  }

  private async bind(
    manager: EntityManager,
    copy: ActivationCode,
    email: string,
    locale: Locale,
  ): Promise<Booklet> {
    const booklet = await manager
      .getRepository(Booklet)
      .findOneOrFail({ where: { id: copy.bookletId }, relations: { region: true } });
    const { wallet, newToken } = await this.walletOf(manager, email);
    if (copy.walletId === wallet.id) return booklet;
    if (copy.walletId !== null) throw new WalletException(WalletErrorCode.CODE_TAKEN);
    await manager
      .getRepository(ActivationCode)
      .update(copy.id, { walletId: wallet.id, activatedAt: new Date() });
    await manager
      .getRepository(WalletEvent)
      .insert({ activationCodeId: copy.id, kind: 'activated', email });
    await this.outbox.enqueue(manager, [this.mailOf(email, booklet, newToken, locale)]);
    return booklet;
  }

  /** The e-mail's wallet; a new one (with its token) when it had none. */
  async walletOf(manager: EntityManager, email: string): Promise<WalletOfEmail> {
    const token = newWalletToken();
    // Two activations of one new e-mail at once make one wallet: the second finds the first's.
    const created = (await manager.query(
      `INSERT INTO wallet (email, token_hash) VALUES ($1, $2)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, secretHash(token)],
    )) as { id: number }[];
    const wallet = await manager.getRepository(Wallet).findOneByOrFail({ email });
    return { wallet, newToken: created.length > 0 ? token : undefined };
  }

  /** With the link when the wallet is new; else a notice that the booklet joined it. */
  mailOf(
    email: string,
    booklet: Booklet,
    newToken: string | undefined,
    locale: Locale,
  ): OutboxMail {
    const t = translatorFor(locale);
    const name = `${booklet.region.name} ${booklet.year}`;
    if (newToken) {
      const link = portalUrl(this.config, walletPath(newToken));
      return {
        to: email,
        subject: t('mails.walletCreatedSubject', { booklet: name }),
        text: t('mails.walletCreatedText', { booklet: name, link }),
        kind: 'wallet-link',
      };
    }
    return {
      to: email,
      subject: t('mails.walletBookletAddedSubject', { booklet: name }),
      text: t('mails.walletBookletAddedText', { booklet: name }),
      kind: 'wallet-booklet-added',
    };
  }
}
