import type {
  AddressRequest,
  AuthenticateRequest,
  ChangePasswordAnswer,
  ChangePasswordRequest,
  ChangeUsernameRequest,
  Company,
  Locale,
  PublicBooklet,
  RegisterRequest,
  Role,
  ToggleRoleRequest,
  TokenAnswer,
  User,
} from '@gb/contracts';

import { api } from '../api/platform.api';

/** A company as the user dialog's company select needs it. */
export type CompanyListEntry = Pick<Company, 'id' | 'name'>;

const userTags = (user?: User) => [{ type: 'User' as const, id: user?.id ?? 'LIST' }];

/** Logins, users and roles: used by the shell's dialogs and the admin remote. */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    authenticate: build.mutation<TokenAnswer, AuthenticateRequest>({
      query: (body) => ({ url: 'auth/authenticate', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ChangePasswordAnswer, { email: string }>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    changeUsername: build.mutation<User, ChangeUsernameRequest>({
      query: (body) => ({ url: 'auth/change-username', method: 'POST', body }),
      invalidatesTags: (user) => [...userTags(user), { type: 'User', id: 'LIST' }],
    }),
    registerUser: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getRoles: build.query<Role[], void>({ query: () => 'auth/role', providesTags: ['Role'] }),
    toggleRole: build.mutation<User, ToggleRoleRequest>({
      query: (body) => ({ url: 'auth/toggle-role', method: 'POST', body }),
      invalidatesTags: (user) => [...userTags(user), { type: 'User', id: 'LIST' }],
    }),
    getUsers: build.query<User[], { roles?: Role[] } | void>({
      query: (params) => (params?.roles ? `user?roles=${params.roles.join(',')}` : 'user'),
      providesTags: (users = []) => [
        ...users.map(({ id }) => ({ type: 'User' as const, id })),
        { type: 'User', id: 'LIST' },
      ],
    }),
    getUser: build.query<User, number>({
      query: (id) => `user/${id}`,
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    setUserCompany: build.mutation<User, { id: number; companyId: number | null }>({
      query: ({ id, companyId }) => ({ url: `user/${id}`, method: 'PUT', body: { companyId } }),
      invalidatesTags: (user) => [...userTags(user), { type: 'User', id: 'LIST' }],
    }),
    setUserLocale: build.mutation<User, { id: number; preferredLocale: Locale }>({
      query: ({ id, preferredLocale }) => ({
        url: `user/${id}/locale`,
        method: 'PUT',
        body: { preferredLocale },
      }),
      invalidatesTags: (user) => userTags(user),
    }),
    setUserAddress: build.mutation<User, { id: number; address: AddressRequest }>({
      query: ({ id, address }) => ({ url: `user/${id}/address`, method: 'PUT', body: address }),
      invalidatesTags: (user) => [...userTags(user), { type: 'User', id: 'LIST' }],
    }),
    deleteProfileImage: build.mutation<User, number>({
      query: (id) => ({ url: `user/${id}/profile-image`, method: 'DELETE' }),
      invalidatesTags: (user) => userTags(user),
    }),
    getCompanyList: build.query<CompanyListEntry[], void>({
      query: () => 'company',
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `user/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getFrameBooklets: build.query<PublicBooklet[], void>({ query: () => 'booklet' }),
  }),
});

export const {
  useAuthenticateMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useChangeUsernameMutation,
  useRegisterUserMutation,
  useGetRolesQuery,
  useToggleRoleMutation,
  useGetUsersQuery,
  useGetUserQuery,
  useSetUserCompanyMutation,
  useSetUserLocaleMutation,
  useSetUserAddressMutation,
  useDeleteUserMutation,
  useDeleteProfileImageMutation,
  useGetCompanyListQuery,
  useGetFrameBookletsQuery,
} = accountsApi;
