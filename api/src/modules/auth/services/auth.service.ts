import { randomBytes, randomUUID } from 'node:crypto';

import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type Locale, type RefreshRequest, type TokenAnswer } from '@gb/contracts';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { portalUrl } from '../../../common/portal-url.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MailService } from '../../mail/mail.service.js';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { hashPassword, verifyPassword } from '../../users/services/password-hash.js';
import { UsersService } from '../../users/services/users.service.js';
import { toAuthenticatedUser } from '../../users/user.mapper.js';
import type { User } from '../../users/entities/user.entity.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';
import { AccessTokenService } from './access-token.service.js';
import { AttemptLimiter } from '../../../common/rate-limit/attempt-limiter.js';
import {
  ATTEMPT_COUNTERS,
  type AttemptCounters,
} from '../../../common/rate-limit/attempt-counters.js';
import { LoginHashService } from './login-hash.service.js';
import { RefreshTokenService } from './refresh-token.service.js';
import { SessionCheckService } from './session-check.service.js';

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
  private readonly failedLogins: AttemptLimiter;
  /** Checked against when no stored hash exists, so every login attempt costs one hashing. */
  private readonly dummyHash = hashPassword(randomBytes(24).toString('base64url'));
  /** Reset mails still being written; shutting down waits for them. */
  private readonly pendingResets = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly loginHashes: LoginHashService,
    private readonly mail: MailService,
    private readonly sessions: SessionCheckService,
    @Inject(ATTEMPT_COUNTERS) counters: AttemptCounters,
  ) {
    this.failedLogins = new AttemptLimiter(
      counters('failed-login', MAX_FAILED_LOGINS, FIFTEEN_MINUTES_MS),
      () => new AuthException(AuthErrorCode.TOO_MANY_FAILED_LOGINS),
    );
  }

  /**
   * The user of a username and password, for the local strategy. An unknown user costs the
   * same password hashing as a known one, so the answer's time does not tell which e-mails
   * are registered.
   */
  async userOfCredentials(username: string, password: string, client: string): Promise<User> {
    const key = `${client}|${username.toLowerCase()}`;
    await this.failedLogins.assertAllowed(key);
    const user = await this.users.findByEmail(username);
    const matches = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user?.passwordHash || !matches) {
      await this.failedLogins.record(key);
      throw invalidLogin();
    }
    await this.failedLogins.clear(key);
    return user;
  }

  /** The user a mailed login hash logs in, for the login-hash strategy. */
  async userOfLoginHash(loginHash: string): Promise<User> {
    const userId = await this.loginHashes.consume(loginHash);
    if (userId === undefined) throw invalidLogin();
    return this.users.get(userId);
  }

  /** A new login of the user: its refresh chain and a first access token in it. */
  async loginOf(user: User): Promise<TokenAnswer> {
    const sessionId = randomUUID();
    const refreshToken = await this.refreshTokens.issue(user.id, sessionId);
    return { token: this.accessTokens.issue(toAuthenticatedUser(user, sessionId)), refreshToken };
  }

  async refresh(request: RefreshRequest): Promise<TokenAnswer> {
    // The expired access token only has to be genuine and belong to the refresh token's user.
    const caller = this.accessTokens.verify(request.jwtToken, { ignoreExpiration: true });
    const { userId, chainId, refreshToken } = await this.refreshTokens.rotate(request.refreshToken);
    if (userId !== caller.id) {
      await this.refreshTokens.endLoginOf(refreshToken);
      throw new AuthException(AuthErrorCode.NOT_LOGGED_IN);
    }
    const user = await this.users.get(userId);
    return { token: this.accessTokens.issue(toAuthenticatedUser(user, chainId)), refreshToken };
  }

  async logout(refreshToken: string): Promise<void> {
    const userId = await this.refreshTokens.endLoginOf(refreshToken);
    if (userId !== undefined) this.sessions.forget(userId);
  }

  /**
   * Sets a new password and ends every other login of the user: all but the caller's own when
   * users change their own password (also after a reset link), all when someone else does; and
   * every mailed login or reset link not used yet.
   */
  async changePassword(
    caller: AuthenticatedUser,
    userId: number,
    password: string,
  ): Promise<boolean> {
    if (!(await this.users.changePassword(userId, password))) return false;
    await this.refreshTokens.endLoginsOf(userId, caller.id === userId ? caller.sessionId : null);
    // Login and reset links mailed before the change let nobody in after it.
    await this.loginHashes.endAllOf(userId);
    this.sessions.forget(userId);
    return true;
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
    const link = `${portalUrl(this.config, '/')}?loginHash=${loginHash}&${RESET_LINK_QUERY}`;
    const name = `${user.address.firstname} ${user.address.lastname}`.trim() || user.email;
    const t = translatorFor(user.preferredLocale ?? locale);
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
}
