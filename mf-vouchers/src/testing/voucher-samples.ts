import {
  AddressType,
  BookletState,
  VoucherStateClass,
  type PublicBooklet,
  type ResponsibleUser,
  type Voucher,
  type VoucherCategory,
  type VoucherListAnswer,
  type VoucherListItem,
} from '@gb/contracts';

import type { Answers } from './fake-api';

export const BOOKLET: PublicBooklet = {
  id: 3,
  regionId: 1,
  regionName: 'Aarau-Baden',
  regionCanonical: 'aarau-baden',
  year: 2027,
  state: BookletState.Published,
  unitPrice: 45,
  currency: 'CHF',
  orderFromDate: '2026-09-01T00:00:00.000Z',
  preOrderFromDate: '2026-08-01T00:00:00.000Z',
  hasCoverImage: false,
  coverImageId: null,
  voucherCount: 1,
};

export const CATEGORY: VoucherCategory = { id: 2, title: 'Essen', color: '#d70023', priority: 1 };

export const FRANZ: ResponsibleUser = {
  id: 11,
  email: 'franchisee@demo.ch',
  firstname: 'Franz',
  lastname: 'Frei',
};

export const ROW: VoucherListItem = {
  id: 7,
  bookletId: 3,
  inBookletIds: [3],
  inBooklets: [{ id: 3, regionName: 'Aarau-Baden', year: 2027 }],
  companyId: 5,
  companyName: 'Café Sonne',
  city: 'Baden',
  offerShort: 'Zwei Kaffee, einer bezahlt',
  voucherCategoryId: 2,
  responsibleUserId: 11,
  stateClass: VoucherStateClass.Draft,
  isFavorite: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const LIST: VoucherListAnswer = {
  items: [ROW],
  total: 1,
  page: 1,
  pageSize: 50,
  stateCounts: { [VoucherStateClass.Draft]: 1, [VoucherStateClass.Finished]: 4 },
};

export const VOUCHER: Voucher = {
  id: 7,
  bookletId: 3,
  inBookletIds: [3],
  inBooklets: [{ id: 3, regionName: 'Aarau-Baden', year: 2027 }],
  companyId: 5,
  company: { id: 5, name: 'Café Sonne' },
  address: {
    type: AddressType.Company,
    salutation: '',
    company: 'Café Sonne',
    firstname: '',
    lastname: '',
    street: 'Badstrasse 1',
    addressAddition: '',
    zip: '5400',
    city: 'Baden',
    email: 'info@sonne.ch',
    email2: '',
    phone: '',
    homepage: '',
    lon: 8.3,
    lat: 47.47,
  },
  offerShort: 'Zwei Kaffee, einer bezahlt',
  offerLong: '',
  openingHours: 'Mo–Fr 7–18 Uhr',
  noteForGraphicDesigner: 'Logo in Rot',
  voucherCategoryId: 2,
  responsibleUserId: 11,
  stateClass: VoucherStateClass.Draft,
  copiedFromVoucherId: null,
  isFavorite: false,
  mayEdit: true,
  termsAcceptedAt: null,
  termsAcceptedByUserId: null,
  completeImageAttachmentId: null,
  frontImageAttachmentId: null,
  backImageAttachmentId: null,
  companyLogoAttachmentId: null,
  imageAttachmentIds: [],
};

/**
 * The reference data every voucher screen reads. The client config stays unanswered: the map
 * (OpenLayers, a browser library) is left to the browser tests.
 */
export const REFERENCE_ANSWERS: Answers = {
  'GET /api/v1/booklet': { body: [BOOKLET] },
  'GET /api/v1/voucher-category': { body: [CATEGORY] },
  'GET /api/v1/company': { body: [{ id: 5, name: 'Café Sonne' }] },
  'GET /api/v1/user/responsible': { body: [FRANZ] },
};
