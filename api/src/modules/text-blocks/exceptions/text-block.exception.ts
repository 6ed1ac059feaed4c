import { DomainException } from '../../../errors/domain-exception.js';

export enum TextBlockErrorCode {
  /** No block of the canonical a page asks for (the message names it). */
  NOT_FOUND = 'TEXT_BLOCK_NOT_FOUND',
  /** No block of the id in the path. */
  ID_NOT_FOUND = 'TEXT_BLOCK_ID_NOT_FOUND',
  CANONICAL_TAKEN = 'TEXT_BLOCK_CANONICAL_TAKEN',
}

export class TextBlockException extends DomainException<TextBlockErrorCode> {}
