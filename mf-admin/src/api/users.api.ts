import type { RegisterRequest, Role, User } from '@gb/contracts';
import { api } from '@gb/shell/platform';

/** The user list and new users; a user's own details are edited in the shell's user dialog. */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], { roles?: Role[] } | void>({
      query: (params) => (params?.roles ? `user?roles=${params.roles.join(',')}` : 'user'),
      providesTags: (users = []) => [
        ...users.map(({ id }) => ({ type: 'User' as const, id })),
        { type: 'User', id: 'LIST' },
      ],
    }),
    registerUser: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetUsersQuery, useRegisterUserMutation } = usersAdminApi;
