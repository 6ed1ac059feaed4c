import type { WalletCopy } from '@gb/contracts/answers';
import { api } from '@gb/shell/platform';

// A move changes two wallets: every looked-up wallet is read again.
const WALLET_COPIES = { type: 'User' as const, id: 'WALLET_COPIES' };

/** Staff's view of the copies in a client's wallet, and moving one to another e-mail. */
export const walletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWalletCopies: build.query<WalletCopy[], string>({
      query: (email) => ({ url: 'wallet-copy', params: { email } }),
      providesTags: [WALLET_COPIES],
    }),
    moveWalletCopy: build.mutation<WalletCopy, { copyId: number; email: string }>({
      query: ({ copyId, email }) => ({
        url: `wallet-copy/${copyId}/move`,
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: [WALLET_COPIES],
    }),
  }),
});

export const { useGetWalletCopiesQuery, useMoveWalletCopyMutation } = walletsApi;
