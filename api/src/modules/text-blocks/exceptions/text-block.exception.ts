import { DomainException } from '../../../errors/domain-exception.js';

export enum TextBlockErrorCode {
  NOT_FOUND = 'TEXT_BLOCK_NOT_FOUND',
}

export class TextBlockException extends DomainException<TextBlockErrorCode> {}
