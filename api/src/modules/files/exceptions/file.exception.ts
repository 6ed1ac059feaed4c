import { DomainException } from '../../../errors/domain-exception.js';

export enum FileErrorCode {
  FILE_MISSING = 'FILE_MISSING',
  FILE_EMPTY = 'FILE_EMPTY',
  NOT_AN_IMAGE = 'FILE_NOT_AN_IMAGE',
  IMAGE_TOO_LARGE = 'FILE_IMAGE_TOO_LARGE',
  IMAGE_NOT_FOUND = 'FILE_IMAGE_NOT_FOUND',
  IMAGE_UNREADABLE = 'FILE_IMAGE_UNREADABLE',
  UNKNOWN_SIZE = 'FILE_UNKNOWN_SIZE',
  NOT_A_PDF = 'FILE_NOT_A_PDF',
  NOT_A_LOGO = 'FILE_NOT_A_LOGO',
  SVG_ACTIVE_CONTENT = 'FILE_SVG_ACTIVE_CONTENT',
  NOT_A_PROOF = 'FILE_NOT_A_PROOF',
}

export class FileException extends DomainException<FileErrorCode> {}
