import { DomainException } from '../../../errors/domain-exception.js';

export enum OrderErrorCode {
  NOT_FOUND = 'ORDER_NOT_FOUND',
  BOOKLET_NOT_ORDERABLE = 'ORDER_BOOKLET_NOT_ORDERABLE',
}

export class OrderException extends DomainException<OrderErrorCode> {}
