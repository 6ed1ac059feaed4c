import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  type AuthenticateRequest,
  type Locale,
  type RefreshRequest,
  type TokenAnswer,
} from '@gb/contracts';

import { messagesIn } from '../../../common/i18n/api-i18n.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MailService } from '../../mail/mail.service.js';
import { verifyPassword } from '../../users/services/password-hash.js';
import { UsersService } from '../../users/services/users.service.js';
import { toAuthenticatedUser } from '../../users/user.mapper.js';
import type { User } from '../../users/entities/user.entity.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';
import { AccessTokenService } from './access-token.service.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { LoginHashService } from './login-hash.service.js';
import { RefreshTokenService } from './refresh-token.service.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
/** Wrong passwords per client and username before logins pause. */
const MAX_FAILED_LOGINS = 5;
/** The query parameter the shell reads to open the change-password tab after a reset link. */
export const RESET_LINK_QUERY = 'profile=password';

function invalidLogin(): AuthException {
  return new AuthException(AuthErrorCode.INVALID_LOGIN);
}

/** Logging in, renewing and ending logins, and the reset-password mail. */
@Injectable()
export class AuthService implements OnApplicationShutdown {
  private readonly logger = new Logger(AuthService.name);
  private readonly failedLogins = new AttemptLimiter(MAX_FAILED_LOGINS, FIFTEEN_MINUTES_MS);
  /** Reset mails still being written; shutting down waits for them. */
  private readonly pendingResets = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly loginHashes: LoginHashService,
    private readonly mail: MailService,
  ) {}

  async authenticate(request: AuthenticateRequest, client: string): Promise<TokenAnswer> {
    if ('loginHash' in request) {
      const userId = await this.loginHashes.consume(request.loginHash);
      if (userId === undefined) throw invalidLogin();
      return this.loginOf(await this.users.get(userId));
    }
    const key = `${client}|${request.username.toLowerCase()}`;
    this.failedLogins.assertAllowed(key);
    const user = await this.users.findByEmail(request.username);
    if (!user || !(await verifyPassword(user.passwordHash, request.password))) {
      this.failedLogins.record(key);
      throw invalidLogin();
    }
    this.failedLogins.clear(key);
    return this.loginOf(user);
  }

  async refresh(request: RefreshRequest): Promise<TokenAnswer> {
    // The expired access token only has to be genuine and belong to the refresh token's user.
    const caller = this.accessTokens.verify(request.jwtToken, { ignoreExpiration: true });
    const { userId, refreshToken } = await this.refreshTokens.rotate(request.refreshToken);
    if (userId !== caller.id) {
      await this.refreshTokens.endLoginOf(refreshToken);
      throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
    }
    const user = await this.users.get(userId);
    return { token: this.accessTokens.issue(toAuthenticatedUser(user)), refreshToken };
  }

  logout(refreshToken: string): Promise<void> {
    return this.refreshTokens.endLoginOf(refreshToken);
  }

  /**
   * Mails a one-time login link when the account exists, after the answer: the caller learns
   * neither from the answer nor from its time whether the account exists.
   */
  requestPasswordReset(email: string, locale: Locale): void {
    const reset = this.resetPassword(email, locale)
      .catch((error: unknown) => this.logger.warn(`Password reset not done: ${String(error)}`))
      .finally(() => this.pendingResets.delete(reset));
    this.pendingResets.add(reset);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.pendingResets);
  }

  private async resetPassword(email: string, locale: Locale): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const loginHash = await this.loginHashes.issue(user.id, 'reset-password');
    const link = `${this.publicUrl()}/?loginHash=${loginHash}&${RESET_LINK_QUERY}`;
    const name = `${user.address.firstname} ${user.address.lastname}`.trim() || user.email;
    const t = messagesIn(user.preferredLocale ?? locale);
    try {
      await this.mail.send({
        to: user.email,
        subject: t('mails.resetPasswordSubject'),
        text: t('mails.resetPasswordText', { name, link }),
        kind: 'reset-password',
      });
    } catch {
      // Logged by the mail service; the answer stays the same so accounts cannot be probed.
      this.logger.warn(`Reset mail for user ${user.id} not sent`);
    }
  }

  private async loginOf(user: User): Promise<TokenAnswer> {
    return {
      token: this.accessTokens.issue(toAuthenticatedUser(user)),
      refreshToken: await this.refreshTokens.issue(user.id),
    };
  }

  private publicUrl(): string {
    return (this.config.publicUrl ?? `http://localhost:${this.config.port}`).replace(/\/$/, '');
  }
}
