import { DomainException } from '../../../errors/domain-exception.js';

export enum CompanyErrorCode {
  NOT_FOUND = 'COMPANY_NOT_FOUND',
  IN_USE = 'COMPANY_IN_USE',
  RESPONSIBLE_USER_NOT_FOUND = 'COMPANY_RESPONSIBLE_USER_NOT_FOUND',
  BOOKLET_NOT_FOUND = 'COMPANY_BOOKLET_NOT_FOUND',
  CONTRACT_NOT_FOUND = 'COMPANY_CONTRACT_NOT_FOUND',
  USER_NOT_IN_COMPANY = 'COMPANY_USER_NOT_IN_COMPANY',
}

export class CompanyException extends DomainException<CompanyErrorCode> {}
