import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role } from '@gb/contracts';
import { DataSource } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AuthErrorCode, AuthException } from '../exceptions/auth.exception.js';

/** What the database says now about the login an access token names. */
interface SessionState {
  /** The login's refresh chain still has a live token (no logout, no password change). */
  active: boolean;
  /** Null when the user is gone. */
  companyId: number | null;
  roles: Role[];
  exists: boolean;
}

interface Cached {
  until: number;
  state: Promise<SessionState>;
}

/** Beyond this many cached logins, expired entries are swept. */
const SWEEP_ABOVE = 10_000;

const SESSION_STATE_SQL = `
  SELECT u.company_id AS "companyId",
         ARRAY(SELECT r.role FROM user_role r WHERE r.user_id = u.id) AS roles,
         EXISTS (SELECT 1 FROM refresh_token t
                  WHERE t.user_id = u.id AND t.chain_id = $2
                    AND NOT t.revoked AND t.expires_at > now()) AS active
    FROM app_user u WHERE u.id = $1`;

/**
 * Whether an access token's login still stands: the user exists, its login (refresh chain) was
 * not ended by logout or a password change, it holds every role the token claims and is in the
 * token's company. The answer is kept a few seconds (SESSION_CACHE_SECONDS) per login, so a
 * token is refused at most that long after the change; changes made through this process take
 * effect at once. Public calls without a token never ask.
 */
@Injectable()
export class SessionCheckService {
  private readonly byUser = new Map<number, Map<string, Cached>>();
  private size = 0;
  private readonly ttlMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ttlMs = config.sessionCacheSeconds * 1000;
  }

  /**
   * The roles the user holds now, by the database; throws when the login no longer stands. The
   * caller's permissions follow from these, never from the token's claim.
   */
  async rolesOfActive(caller: AuthenticatedUser, now = Date.now()): Promise<Role[]> {
    if (!caller.sessionId) throw new AuthException(AuthErrorCode.SESSION_ENDED);
    const state = await this.stateOf(caller.id, caller.sessionId, now);
    const stands =
      state.exists &&
      state.active &&
      state.companyId === caller.companyId &&
      caller.roles.every((role) => state.roles.includes(role));
    if (!stands) throw new AuthException(AuthErrorCode.SESSION_ENDED);
    return state.roles;
  }

  /** Drops what is cached about a user's logins, after a change made here. */
  forget(userId: number): void {
    this.size -= this.byUser.get(userId)?.size ?? 0;
    this.byUser.delete(userId);
  }

  private stateOf(userId: number, sessionId: string, now: number): Promise<SessionState> {
    let sessions = this.byUser.get(userId);
    const cached = sessions?.get(sessionId);
    if (cached && cached.until > now) return cached.state;
    if (this.size >= SWEEP_ABOVE) this.sweep(now);
    const state = this.load(userId, sessionId);
    state.catch(() => this.forget(userId));
    if (!sessions) this.byUser.set(userId, (sessions = new Map()));
    if (!sessions.has(sessionId)) this.size += 1;
    sessions.set(sessionId, { until: now + this.ttlMs, state });
    return state;
  }

  private async load(userId: number, sessionId: string): Promise<SessionState> {
    const [row] = (await this.dataSource.query(SESSION_STATE_SQL, [userId, sessionId])) as {
      companyId: number | null;
      roles: Role[];
      active: boolean;
    }[];
    if (!row) return { exists: false, active: false, companyId: null, roles: [] };
    return { exists: true, active: row.active, companyId: row.companyId, roles: row.roles };
  }

  private sweep(now: number): void {
    for (const [userId, sessions] of this.byUser) {
      for (const [sessionId, cached] of sessions) {
        if (cached.until <= now) {
          sessions.delete(sessionId);
          this.size -= 1;
        }
      }
      if (sessions.size === 0) this.byUser.delete(userId);
    }
  }
}
