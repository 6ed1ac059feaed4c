import type { PublicVoucher, PublicVoucherList } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Home shows every public voucher: the api answers them all on one page.
    getPublicVouchers: build.query<PublicVoucher[], void>({
      query: () => publicCall('voucher'),
      transformResponse: (list: PublicVoucherList) => list.items,
      providesTags: (vouchers = []) => [
        ...vouchers.map(({ id }) => ({ type: 'Voucher' as const, id })),
        { type: 'Voucher', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetPublicVouchersQuery } = vouchersApi;
