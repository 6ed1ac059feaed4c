import type { PublicVoucher } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicVouchers: build.query<PublicVoucher[], void>({
      query: () => publicCall('voucher'),
      providesTags: (vouchers = []) => [
        ...vouchers.map(({ id }) => ({ type: 'Voucher' as const, id })),
        { type: 'Voucher', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetPublicVouchersQuery } = vouchersApi;
