import type { Company as CompanyAnswer } from '@gb/contracts';

import { toAddressDto } from '../../common/entities/address.mapper.js';
import type { Company } from './entities/company.entity.js';

/** What staff read of a company beside its own columns. */
export interface CompanyFigures {
  numVouchers: number;
  numUsers: number;
}

/** A company with every field, the booklets it sells by id and its figures. */
export function toCompanyAnswer(company: Company, figures: CompanyFigures): CompanyAnswer {
  return {
    id: company.id,
    name: company.name,
    locationAddress: toAddressDto(company.locationAddress),
    contractId: company.contractAttachmentId,
    hasContract: company.contractAttachmentId !== null,
    responsibleUserId: company.responsibleUserId,
    canOrderMoreInternalBooks: company.canOrderMoreInternalBooks,
    isSellingBooklets: company.isSellingBooklets,
    sellingBookletIds: (company.sellingBooklets ?? [])
      .map((booklet) => booklet.id)
      .sort((a, b) => a - b),
    isPointOfSales: company.isPointOfSales,
    numVouchers: figures.numVouchers,
    numUsers: figures.numUsers,
  };
}
