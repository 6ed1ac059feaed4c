import type { ResponsibleUser, Role, User } from '@gb/contracts';

import { api } from '../api/platform.api';

/**
 * The user calls every remote may make: the user list (all users for an Admin, or the holders
 * of some roles) and the possible responsible users of a voucher, company or booklet (Admin,
 * Franchisee or SuperAdmin, spec section 6), which every dashboard user may read by name.
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], { roles?: readonly Role[] } | void>({
      query: (params) => ({
        url: 'user',
        params: params?.roles ? { roles: params.roles.join(',') } : undefined,
      }),
      providesTags: (users = []) => [
        ...users.map(({ id }) => ({ type: 'User' as const, id })),
        { type: 'User', id: 'LIST' },
      ],
    }),
    getResponsibleUsers: build.query<ResponsibleUser[], void>({
      query: () => 'user/responsible',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetUsersQuery, useGetResponsibleUsersQuery } = usersApi;
