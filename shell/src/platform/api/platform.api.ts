import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { i18n } from '../i18n/i18n.instance';

/** Every cache tag of the product, declared once so remotes can invalidate each other's data. */
export const TAG_TYPES = [
  'Booklet',
  'Voucher',
  'VoucherCategory',
  'Region',
  'TextBlock',
  'User',
  'Role',
  'Company',
  'Order',
  'PartnerOrder',
  'ReturnOrder',
  'Inventory',
  'Stock',
  'Comment',
  'StateChange',
  'Appointment',
  'Statistics',
  'PointOfSale',
  'Attachment',
  'CompanyMail',
] as const;

export const API_BASE_URL = '/api/v1';

/** The one RTK Query api; each remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE_URL,
    // The api answers messages in the request's locale.
    prepareHeaders: (headers) => {
      headers.set('Accept-Language', i18n.language);
      return headers;
    },
  }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
