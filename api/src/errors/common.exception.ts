import { DomainException } from './domain-exception.js';

/** Errors no single domain owns: malformed requests, limits, database refusals. */
export enum CommonErrorCode {
  BAD_REQUEST = 'COMMON_BAD_REQUEST',
  NOT_FOUND = 'COMMON_NOT_FOUND',
  CONFLICT = 'COMMON_CONFLICT',
  ALREADY_EXISTS = 'COMMON_ALREADY_EXISTS',
  REFERENCE_NOT_FOUND = 'COMMON_REFERENCE_NOT_FOUND',
  PAYLOAD_TOO_LARGE = 'COMMON_PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS = 'COMMON_TOO_MANY_REQUESTS',
  INTERNAL = 'COMMON_INTERNAL',
}

export class CommonException extends DomainException<CommonErrorCode> {}
