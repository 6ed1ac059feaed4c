import type { Company, CompanyLocationRequest, CompanyRequest } from '@gb/contracts';

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

/** What the location card edits. */
export function locationValues({ locationAddress: address }: Company): CompanyLocationRequest {
  return {
    company: address.company,
    street: address.street,
    addressAddition: address.addressAddition,
    zip: address.zip,
    city: address.city,
    phone: address.phone,
    email: address.email,
    homepage: address.homepage,
    lon: address.lon,
    lat: address.lat,
  };
}
