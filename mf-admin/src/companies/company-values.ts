import type { Company, CompanyRequest } from '@gb/contracts';

/** What the form edits of a stored company. */
export function companyValues(company: Company): CompanyRequest {
  return {
    name: company.name,
    canOrderMoreInternalBooks: company.canOrderMoreInternalBooks,
    responsibleUserId: company.responsibleUserId,
    sellingBookletIds: company.sellingBookletIds,
    isPointOfSales: company.isPointOfSales,
  };
}

export const NEW_COMPANY: CompanyRequest = {
  name: '',
  canOrderMoreInternalBooks: false,
  responsibleUserId: null,
  sellingBookletIds: [],
  isPointOfSales: false,
};
