import { DomainException } from '../../../errors/domain-exception.js';

export enum RegionErrorCode {
  NOT_FOUND = 'REGION_NOT_FOUND',
  CANONICAL_TAKEN = 'REGION_CANONICAL_TAKEN',
}

export class RegionException extends DomainException<RegionErrorCode> {}
