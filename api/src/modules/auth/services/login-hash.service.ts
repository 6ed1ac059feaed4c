import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LOGIN_HASH_PLACEHOLDER } from '@gb/contracts';
import { IsNull, MoreThan, Repository, type EntityManager } from 'typeorm';

import { LoginHash } from '../entities/login-hash.entity.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

const HOUR_MS = 60 * 60 * 1000;
/** A mailed login link lives 30 days (a company answers a request when it can). */
const LOGIN_HASH_LIFETIME_MS = 30 * 24 * HOUR_MS;
/** A password-reset link lives two hours: it is asked for and used at once. */
export const RESET_LINK_LIFETIME_HOURS = 2;
const LIFETIME_MS_BY_PURPOSE: Record<string, number> = {
  'reset-password': RESET_LINK_LIFETIME_HOURS * HOUR_MS,
};

/** Purposes of the voucher workflow's mailed links (approval, good-for-printing, data, comments). */
export type VoucherLoginPurpose =
  'voucher-approval' | 'voucher-good-for-printing' | 'voucher-data' | 'voucher-comment';

/** Purposes of the links mailed to a company's users (their access, the mails to all companies). */
export type CompanyLoginPurpose = 'company-login-link' | 'company-mail';

/** Purposes whose link logs in only once. */
const SINGLE_USE_PURPOSES = new Set<string>([
  'reset-password',
  'voucher-approval',
  'voucher-good-for-printing',
  'voucher-data',
  'voucher-comment',
  'company-login-link',
  'company-mail',
] satisfies (VoucherLoginPurpose | CompanyLoginPurpose | 'reset-password')[]);

/** Login links for mails: `issue` a hash, put it in the link, `consume` it at login. */
@Injectable()
export class LoginHashService {
  constructor(@InjectRepository(LoginHash) private readonly hashes: Repository<LoginHash>) {}

  /** A fresh hash; with `manager`, written in that transaction (it exists once the change does). */
  async issue(userId: number, purpose: string, manager?: EntityManager): Promise<string> {
    const loginHash = newSecretToken();
    const hashes = manager ? manager.getRepository(LoginHash) : this.hashes;
    await hashes.insert({
      userId,
      purpose,
      hash: hashSecretToken(loginHash),
      expiresAt: new Date(Date.now() + (LIFETIME_MS_BY_PURPOSE[purpose] ?? LOGIN_HASH_LIFETIME_MS)),
    });
    return loginHash;
  }

  /** The link of a `loginUrlTemplate` (which carries {loginHash}) for a fresh hash. */
  async loginUrl(
    template: string,
    userId: number,
    purpose: string,
    manager?: EntityManager,
  ): Promise<string> {
    return template.replace(LOGIN_HASH_PLACEHOLDER, await this.issue(userId, purpose, manager));
  }

  /** Ends every link of the user not used yet (after a password change). */
  async endAllOf(userId: number): Promise<void> {
    await this.hashes.delete({ userId, usedAt: IsNull() });
  }

  /** The user a valid hash logs in, or undefined; single-use hashes are spent. */
  async consume(loginHash: string): Promise<number | undefined> {
    const stored = await this.hashes.findOneBy({
      hash: hashSecretToken(loginHash),
      expiresAt: MoreThan(new Date()),
      usedAt: IsNull(),
    });
    if (!stored) return undefined;
    if (SINGLE_USE_PURPOSES.has(stored.purpose)) {
      const spent = await this.hashes.update(
        { id: stored.id, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      if (!spent.affected) return undefined;
    }
    return stored.userId;
  }
}
