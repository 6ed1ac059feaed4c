import type { RegisterRequest, User } from '@gb/contracts';
import { api } from '@gb/shell/platform';

/**
 * New users; the user list is the platform kit's `useGetUsersQuery` (every remote asks for it), a
 * user's own details are edited in the shell's user dialog.
 */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      // A company's user counts there too.
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Company', id: 'LIST' },
      ],
    }),
  }),
});

export const { useRegisterUserMutation } = usersAdminApi;
