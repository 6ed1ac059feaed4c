import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';

import { RefreshToken } from '../entities/refresh-token.entity.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function unauthorized(): AuthException {
  return new AuthException(AuthErrorCode.NOT_LOGGED_IN);
}

/**
 * Refresh tokens of one login form a chain: each refresh spends the presented token and
 * issues the next. A spent token presented again means it leaked, so the chain ends.
 */
@Injectable()
export class RefreshTokenService {
  private readonly logger = new Logger(RefreshTokenService.name);

  constructor(@InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>) {}

  async issue(userId: number, chainId: string = randomUUID()): Promise<string> {
    const token = newSecretToken();
    await this.tokens.insert({
      userId,
      chainId,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
    });
    return token;
  }

  /** Spends the token and answers the user id and the next token of the chain. */
  async rotate(token: string): Promise<{ userId: number; chainId: string; refreshToken: string }> {
    const stored = await this.tokens.findOneBy({ tokenHash: hashSecretToken(token) });
    if (!stored) throw unauthorized();
    // Spending is one conditional update, so two concurrent refreshes cannot both succeed.
    const spent = await this.tokens.update({ id: stored.id, revoked: false }, { revoked: true });
    if (!spent.affected) {
      this.logger.warn(`Refresh token reused; ending login chain of user ${stored.userId}`);
      await this.endChain(stored.chainId);
      throw unauthorized();
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw unauthorized();
    return {
      userId: stored.userId,
      chainId: stored.chainId,
      refreshToken: await this.issue(stored.userId, stored.chainId),
    };
  }

  /** Ends the login the token belongs to and answers its user; an unknown token is ignored. */
  async endLoginOf(token: string): Promise<number | undefined> {
    const stored = await this.tokens.findOneBy({ tokenHash: hashSecretToken(token) });
    if (stored) await this.endChain(stored.chainId);
    return stored?.userId;
  }

  /** Ends every login of the user but the one named (the caller's own, after a password change). */
  async endLoginsOf(userId: number, except: string | null): Promise<void> {
    await this.tokens.update(
      { userId, revoked: false, ...(except && { chainId: Not(except) }) },
      { revoked: true },
    );
  }

  private async endChain(chainId: string): Promise<void> {
    await this.tokens.update({ chainId, revoked: false }, { revoked: true });
  }
}
