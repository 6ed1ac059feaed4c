import { DomainException } from '../../../errors/domain-exception.js';

export enum UserErrorCode {
  NOT_FOUND = 'USER_NOT_FOUND',
  USERNAME_TAKEN = 'USER_USERNAME_TAKEN',
  COMPANY_NOT_FOUND = 'USER_COMPANY_NOT_FOUND',
  NOT_SELF_OR_ADMIN = 'USER_NOT_SELF_OR_ADMIN',
  OUTRANKS_CALLER = 'USER_OUTRANKS_CALLER',
  OWN_USER = 'USER_OWN_USER',
  SUPER_ADMIN_ROLE_RESERVED = 'USER_SUPER_ADMIN_ROLE_RESERVED',
  LIST_NOT_ALLOWED = 'USER_LIST_NOT_ALLOWED',
}

export class UserException extends DomainException<UserErrorCode> {}
