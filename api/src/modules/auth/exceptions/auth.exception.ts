import { DomainException } from '../../../errors/domain-exception.js';

export enum AuthErrorCode {
  INVALID_LOGIN = 'AUTH_INVALID_LOGIN',
  NOT_LOGGED_IN = 'AUTH_NOT_LOGGED_IN',
  TOKEN_EXPIRED = 'AUTH_TOKEN_EXPIRED',
  SESSION_ENDED = 'AUTH_SESSION_ENDED',
  PERMISSION_MISSING = 'AUTH_PERMISSION_MISSING',
  OTHER_COMPANY = 'AUTH_OTHER_COMPANY',
  TOO_MANY_FAILED_LOGINS = 'AUTH_TOO_MANY_FAILED_LOGINS',
}

export class AuthException extends DomainException<AuthErrorCode> {}
