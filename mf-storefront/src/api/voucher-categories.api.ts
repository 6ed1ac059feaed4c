import type { VoucherCategory } from '@gb/contracts';
import { api } from '@gb/shell/platform';

export const voucherCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherCategories: build.query<VoucherCategory[], void>({
      query: () => 'voucher-category',
      providesTags: [{ type: 'VoucherCategory', id: 'LIST' }],
    }),
  }),
});

export const { useGetVoucherCategoriesQuery } = voucherCategoriesApi;
