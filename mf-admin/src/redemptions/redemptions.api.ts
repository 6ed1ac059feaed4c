import type { CompanyRedemption, RedemptionPin } from '@gb/contracts/answers';
import { api } from '@gb/shell/platform';

const pinTag = (companyId: number) => ({ type: 'Company' as const, id: `pin-${companyId}` });

/** A partner company's redemption PIN and the redemptions of its vouchers. */
export const redemptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRedemptionPin: build.query<RedemptionPin, number>({
      query: (companyId) => `company/${companyId}/redemption-pin`,
      providesTags: (_pin, _error, companyId) => [pinTag(companyId)],
    }),
    renewRedemptionPin: build.mutation<RedemptionPin, number>({
      query: (companyId) => ({
        url: `company/${companyId}/redemption-pin`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_pin, _error, companyId) => [pinTag(companyId)],
    }),
    getCompanyRedemptions: build.query<CompanyRedemption[], number>({
      query: (companyId) => `company/${companyId}/redemption`,
    }),
  }),
});

export const {
  useGetRedemptionPinQuery,
  useRenewRedemptionPinMutation,
  useGetCompanyRedemptionsQuery,
} = redemptionsApi;
