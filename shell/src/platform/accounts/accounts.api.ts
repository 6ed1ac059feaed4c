import type { Locale, PublicBooklet, User } from '@gb/contracts';

import { api } from '../api/platform.api';
import { publicCall } from '../api/public-call';

/** The cache tags of one user, or of the user list when there is no user. */
export const userTags = (user?: User) => [{ type: 'User' as const, id: user?.id ?? 'LIST' }];

/**
 * What the frame itself needs on every page: the logged-in user, the language it prefers, the
 * public booklet list (the footer's current booklets; the storefront reads the same cache entry,
 * so a page asks for it once). The dialogs' and the admin remote's calls are injected with their
 * code.
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
    getPublicBooklets: build.query<PublicBooklet[], void>({
      query: () => publicCall('booklet'),
      providesTags: (booklets = []) => [
        ...booklets.map(({ id }) => ({ type: 'Booklet' as const, id })),
        { type: 'Booklet', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetUserQuery, useSetUserLocaleMutation, useGetPublicBookletsQuery } = accountsApi;

/** The public booklet list under its earlier name (platform 3.0), for remotes built against it. */
export const useGetFrameBookletsQuery = useGetPublicBookletsQuery;
