import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LOGIN_HASH_PLACEHOLDER } from '@gb/contracts';
import { IsNull, MoreThan, Repository } from 'typeorm';

import { LoginHash } from '../entities/login-hash.entity.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

const LOGIN_HASH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Purposes whose link logs in only once. */
const SINGLE_USE_PURPOSES = new Set(['reset-password']);

/** Login links for mails: `issue` a hash, put it in the link, `consume` it at login. */
@Injectable()
export class LoginHashService {
  constructor(@InjectRepository(LoginHash) private readonly hashes: Repository<LoginHash>) {}

  async issue(userId: number, purpose: string): Promise<string> {
    const loginHash = newSecretToken();
    await this.hashes.insert({
      userId,
      purpose,
      hash: hashSecretToken(loginHash),
      expiresAt: new Date(Date.now() + LOGIN_HASH_LIFETIME_MS),
    });
    return loginHash;
  }

  /** The link of a `loginUrlTemplate` (which carries {loginHash}) for a fresh hash. */
  async loginUrl(template: string, userId: number, purpose: string): Promise<string> {
    return template.replace(LOGIN_HASH_PLACEHOLDER, await this.issue(userId, purpose));
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
