import { DomainException } from '../../../errors/domain-exception.js';

export enum OrderErrorCode {
  NOT_FOUND = 'ORDER_NOT_FOUND',
  BOOKLET_NOT_ORDERABLE = 'ORDER_BOOKLET_NOT_ORDERABLE',
  IDEMPOTENCY_KEY_INVALID = 'ORDER_IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED = 'ORDER_IDEMPOTENCY_KEY_REUSED',
}

export class OrderException extends DomainException<OrderErrorCode> {}
