import type { VoucherCategory } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const voucherCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherCategories: build.query<VoucherCategory[], void>({
      query: () => publicCall('voucher-category'),
      providesTags: [{ type: 'VoucherCategory', id: 'LIST' }],
    }),
  }),
});

export const { useGetVoucherCategoriesQuery } = voucherCategoriesApi;
