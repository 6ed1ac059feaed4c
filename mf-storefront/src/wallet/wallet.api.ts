import type {
  Redemption,
  Wallet,
  WalletActivation,
  WalletLinkRequested,
} from '@gb/contracts/answers';
import { api, publicCall } from '@gb/shell/platform';

import type { ActivationFormState, LinkFormState } from './activation-form';

interface RedeemArgs {
  token: string;
  voucherId: number;
  pin: string;
  /** The same key for every retry of one redemption, so a repeat never redeems twice. */
  idempotencyKey: string;
}

/** The wallet's calls: anyone holding the link may make them, so they go out without a login. */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    activateWallet: build.mutation<WalletActivation, ActivationFormState>({
      query: (body) => publicCall('wallet/activation', { method: 'POST', body }),
    }),
    requestWalletLink: build.mutation<WalletLinkRequested, LinkFormState>({
      query: (body) => publicCall('wallet/link', { method: 'POST', body }),
    }),
    getWallet: build.query<Wallet, string>({
      query: (token) => publicCall(`wallet/${encodeURIComponent(token)}`),
    }),
    redeemVoucher: build.mutation<Redemption, RedeemArgs>({
      query: ({ token, voucherId, pin, idempotencyKey }) =>
        publicCall(`wallet/${encodeURIComponent(token)}/redemption`, {
          method: 'POST',
          body: { voucherId, pin },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      // The wallet shows the time at once, in every copy printing the voucher.
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          walletApi.util.updateQueryData('getWallet', token, (wallet) => {
            for (const booklet of wallet.booklets) {
              if (booklet.copyId !== data.copyId) continue;
              for (const voucher of booklet.vouchers) {
                if (voucher.id === data.voucherId) voucher.redeemedAt = data.redeemedAt;
              }
            }
          }),
        );
      },
    }),
  }),
});

export const {
  useActivateWalletMutation,
  useRequestWalletLinkMutation,
  useGetWalletQuery,
  useRedeemVoucherMutation,
} = walletApi;

/** The HTTP status of a failed call; undefined when no answer came (offline, timeout). */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The api's own words for a refusal (4xx, in the visitor's language); else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  const status = statusOf(error);
  return status !== undefined && status < 500 && typeof message === 'string' && message
    ? message
    : fallback;
}
