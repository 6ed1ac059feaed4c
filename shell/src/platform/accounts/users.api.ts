import { RESPONSIBLE_USER_ROLES, type Role, type User } from '@gb/contracts';

import { api } from '../api/platform.api';

/**
 * The user list every remote may ask for: all users (Admin), or the holders of some roles. The
 * possible responsible users of a voucher, company or booklet are those of
 * {@link RESPONSIBLE_USER_ROLES} (spec section 6), which Franchisees may list too.
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
  }),
});

export const { useGetUsersQuery } = usersApi;

/** The users who may be responsible (Admin, Franchisee or SuperAdmin), one shared call. */
export function useGetResponsibleUsersQuery(options?: { skip?: boolean }) {
  return useGetUsersQuery({ roles: RESPONSIBLE_USER_ROLES }, options);
}
