import type { Locale, PublicBooklet, User } from '@gb/contracts';

import { api } from '../api/platform.api';
import { publicCall } from '../api/public-call';

/** The cache tags of one user, or of the user list when there is no user. */
export const userTags = (user?: User) => [{ type: 'User' as const, id: user?.id ?? 'LIST' }];

/**
 * What the frame itself needs on every page: the logged-in user, the language it prefers, the
 * booklets of the footer. The dialogs' and the admin remote's calls are injected with their code.
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => `user/${id}`,
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    setUserLocale: build.mutation<User, { id: number; preferredLocale: Locale }>({
      query: ({ id, preferredLocale }) => ({
        url: `user/${id}/locale`,
        method: 'PUT',
        body: { preferredLocale },
      }),
      invalidatesTags: (user) => userTags(user),
    }),
    getFrameBooklets: build.query<PublicBooklet[], void>({ query: () => publicCall('booklet') }),
  }),
});

export const { useGetUserQuery, useSetUserLocaleMutation, useGetFrameBookletsQuery } = accountsApi;
