import { DomainException } from '../../../errors/domain-exception.js';

export enum BookletErrorCode {
  NOT_FOUND = 'BOOKLET_NOT_FOUND',
  YEAR_TAKEN = 'BOOKLET_YEAR_TAKEN',
  REGION_NOT_FOUND = 'BOOKLET_REGION_NOT_FOUND',
  RESPONSIBLE_USER_NOT_FOUND = 'BOOKLET_RESPONSIBLE_USER_NOT_FOUND',
  COMMENT_NOT_FOUND = 'BOOKLET_COMMENT_NOT_FOUND',
  NOT_COMMENT_AUTHOR = 'BOOKLET_NOT_COMMENT_AUTHOR',
  FILE_NOT_FOUND = 'BOOKLET_FILE_NOT_FOUND',
}

export class BookletException extends DomainException<BookletErrorCode> {}
