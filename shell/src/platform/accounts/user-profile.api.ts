import type {
  AddressRequest,
  ChangePasswordAnswer,
  ChangePasswordRequest,
  ChangeUsernameRequest,
  Company,
  ToggleRoleRequest,
  User,
} from '@gb/contracts';

import { api } from '../api/platform.api';
import { userTags } from './accounts.api';

/** A company as the user dialog's company select needs it. */
export type CompanyListEntry = Pick<Company, 'id' | 'name'>;

const userAndListTags = (user?: User) => [...userTags(user), { type: 'User' as const, id: 'LIST' }];

/** The calls of the user dialog's tabs, downloaded with the dialog. */
export const userProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    changeUsername: build.mutation<User, ChangeUsernameRequest>({
      query: (body) => ({ url: 'auth/change-username', method: 'POST', body }),
      invalidatesTags: userAndListTags,
    }),
    toggleRole: build.mutation<User, ToggleRoleRequest>({
      query: (body) => ({ url: 'auth/toggle-role', method: 'POST', body }),
      invalidatesTags: userAndListTags,
    }),
    setUserCompany: build.mutation<User, { id: number; companyId: number | null }>({
      query: ({ id, companyId }) => ({ url: `user/${id}`, method: 'PUT', body: { companyId } }),
      invalidatesTags: userAndListTags,
    }),
    setUserAddress: build.mutation<User, { id: number; address: AddressRequest }>({
      query: ({ id, address }) => ({ url: `user/${id}/address`, method: 'PUT', body: address }),
      invalidatesTags: userAndListTags,
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
  }),
});

export const {
  useChangePasswordMutation,
  useChangeUsernameMutation,
  useToggleRoleMutation,
  useSetUserCompanyMutation,
  useSetUserAddressMutation,
  useDeleteProfileImageMutation,
  useGetCompanyListQuery,
  useDeleteUserMutation,
} = userProfileApi;
