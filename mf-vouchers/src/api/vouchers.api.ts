import type {
  Booklet,
  ChangeVoucherStateRequest,
  CommentRequest,
  MailsSentAnswer,
  CreateVoucherRequest,
  NextVoucherStateAnswer,
  UpdateCommentRequest,
  UpdateVoucherRequest,
  Voucher,
  VoucherAddressRequest,
  VoucherCategory,
  VoucherCompany,
  VoucherComment,
  VoucherListAnswer,
  VoucherListFilter,
  VoucherStateChange,
} from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

const voucherTag = (id: number) => ({ type: 'Voucher' as const, id });
const VOUCHER_LIST = { type: 'Voucher' as const, id: 'LIST' };
const commentsTag = (id: number) => ({ type: 'Comment' as const, id });
const historyTag = (id: number) => ({ type: 'StateChange' as const, id });

/** The query string of the list's filters; lists as `a,b`, what is not set is left out. */
function listParams(filter: VoucherListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    params[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}

/** The dashboard's voucher calls: list, detail, changes, state machine, comments, favourites. */
export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVouchers: build.query<VoucherListAnswer, VoucherListFilter>({
      query: (filter) => ({ url: 'voucher', params: listParams(filter) }),
      providesTags: (answer) => [
        ...(answer?.items ?? []).map(({ id }) => voucherTag(id)),
        VOUCHER_LIST,
      ],
    }),
    getVoucher: build.query<Voucher, number>({
      query: (id) => `voucher/${id}`,
      providesTags: (_voucher, _error, id) => [voucherTag(id)],
    }),
    createVoucher: build.mutation<Voucher, CreateVoucherRequest>({
      query: (body) => ({ url: 'voucher', method: 'POST', body }),
      invalidatesTags: [VOUCHER_LIST],
    }),
    updateVoucher: build.mutation<Voucher, UpdateVoucherRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `voucher/${id}`, method: 'PUT', body }),
      invalidatesTags: (_voucher, _error, { id }) => [voucherTag(id), VOUCHER_LIST],
    }),
    updateVoucherAddress: build.mutation<Voucher, { id: number; address: VoucherAddressRequest }>({
      query: ({ id, address }) => ({ url: `voucher/${id}/address`, method: 'PUT', body: address }),
      invalidatesTags: (_voucher, _error, { id }) => [voucherTag(id), VOUCHER_LIST],
    }),
    addVoucherToBooklet: build.mutation<unknown, { id: number; bookletId: number }>({
      query: ({ id, bookletId }) => ({
        url: `voucher/${id}/booklet-id`,
        method: 'POST',
        body: { bookletId },
      }),
      invalidatesTags: (_result, _error, { id }) => [voucherTag(id), VOUCHER_LIST],
    }),
    removeVoucherFromBooklet: build.mutation<unknown, { id: number; bookletId: number }>({
      query: ({ id, bookletId }) => ({
        url: `voucher/${id}/booklet-id/${bookletId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [voucherTag(id), VOUCHER_LIST],
    }),
    getNextStates: build.query<NextVoucherStateAnswer[], number>({
      query: (id) => `voucher/${id}/next-state`,
      providesTags: (_states, _error, id) => [voucherTag(id)],
    }),
    changeVoucherState: build.mutation<Voucher, ChangeVoucherStateRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `voucher/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_voucher, _error, { id }) => [
        voucherTag(id),
        historyTag(id),
        commentsTag(id),
        VOUCHER_LIST,
      ],
    }),
    /** The approval or GzD mail the company waits on, sent again with fresh login links. */
    resendVoucherMail: build.mutation<MailsSentAnswer, { id: number; loginUrlTemplate: string }>({
      query: ({ id, loginUrlTemplate }) => ({
        url: `voucher/${id}/approval-mail`,
        method: 'POST',
        body: { loginUrlTemplate },
      }),
    }),
    getStateChanges: build.query<VoucherStateChange[], number>({
      query: (id) => `voucher/${id}/state-change`,
      providesTags: (_changes, _error, id) => [historyTag(id)],
    }),
    getComments: build.query<VoucherComment[], number>({
      query: (id) => `voucher/${id}/comment`,
      providesTags: (_comments, _error, id) => [commentsTag(id)],
    }),
    createComment: build.mutation<VoucherComment, CommentRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `voucher/${id}/comment`, method: 'POST', body }),
      invalidatesTags: (_comment, _error, { id }) => [commentsTag(id)],
    }),
    updateComment: build.mutation<
      VoucherComment,
      UpdateCommentRequest & { id: number; commentId: number }
    >({
      query: ({ id, commentId, ...body }) => ({
        url: `voucher/${id}/comment/${commentId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_comment, _error, { id }) => [commentsTag(id)],
    }),
    setFavorite: build.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `voucher/${id}/favorite`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [voucherTag(id), VOUCHER_LIST],
    }),
    /** Every company by name (Franchisee): the new-voucher dialog and the company filter. */
    getCompanies: build.query<VoucherCompany[], void>({
      query: () => 'company',
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    /**
     * Every booklet, drafts and archived ones included, as staff (Franchisee, GraphicDesigner)
     * read them with their token: the filter and the booklet picker name them all.
     */
    getStaffBooklets: build.query<Booklet[], void>({
      query: () => ({ url: 'booklet', params: { archived: 'true' } }),
      providesTags: [{ type: 'Booklet', id: 'LIST' }],
    }),
    getCategories: build.query<VoucherCategory[], void>({
      query: () => publicCall('voucher-category'),
      providesTags: [{ type: 'VoucherCategory', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetVouchersQuery,
  useGetVoucherQuery,
  useCreateVoucherMutation,
  useUpdateVoucherMutation,
  useUpdateVoucherAddressMutation,
  useAddVoucherToBookletMutation,
  useRemoveVoucherFromBookletMutation,
  useGetNextStatesQuery,
  useChangeVoucherStateMutation,
  useResendVoucherMailMutation,
  useGetStateChangesQuery,
  useGetCommentsQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useSetFavoriteMutation,
  useGetCompaniesQuery,
  useGetStaffBookletsQuery,
  useGetCategoriesQuery,
} = vouchersApi;
