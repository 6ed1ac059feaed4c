import { DomainException } from '../../../errors/domain-exception.js';

export enum TextBlockErrorCode {
  /** No block of the canonical a page asks for (the message names it). */
  NOT_FOUND = 'TEXT_BLOCK_NOT_FOUND',
  /** No block of the id in the path. */
  ID_NOT_FOUND = 'TEXT_BLOCK_ID_NOT_FOUND',
  /** That canonical already has a block in that language (the message names both). */
  CANONICAL_TAKEN = 'TEXT_BLOCK_CANONICAL_TAKEN',
  /** An English version of a canonical that has no German block. */
  WITHOUT_ORIGINAL = 'TEXT_BLOCK_WITHOUT_ORIGINAL',
  /** A translation's canonical changed on its own: it follows its German block. */
  TRANSLATION_RENAMED = 'TEXT_BLOCK_TRANSLATION_RENAMED',
}

export class TextBlockException extends DomainException<TextBlockErrorCode> {}
