import type { AuthenticateRequest, ChangePasswordAnswer, TokenAnswer } from '@gb/contracts';
import { api } from '@gb/shell/platform';

/** Logging in (password or mailed link) and asking for a new password. */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    authenticate: build.mutation<TokenAnswer, AuthenticateRequest>({
      query: (body) => ({ url: 'auth/authenticate', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ChangePasswordAnswer, { email: string }>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useAuthenticateMutation, useResetPasswordMutation } = loginApi;
