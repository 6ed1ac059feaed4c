import { createApi } from '@reduxjs/toolkit/query/react';

import { API_BASE_URL, reauthBaseQuery } from './reauth-base-query';

export { API_BASE_URL };

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

/** The one RTK Query api; each remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
