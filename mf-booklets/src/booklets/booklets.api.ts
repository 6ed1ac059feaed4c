import type {
  Booklet,
  BookletComment,
  BookletCommentRequest,
  BookletRequest,
  BookletVoucher,
  BookletVoucherStatesAnswer,
  Region,
  VoucherStatesRequest,
} from '@gb/contracts';
import type { ActivationCodeCounts } from '@gb/contracts/answers';
import type { ActivationCodeRequest } from '@gb/contracts/schemas';
import { api } from '@gb/shell/platform';

const bookletTag = (id: number) => ({ type: 'Booklet' as const, id });
// The storefront's public list carries the same tag: a staff save refreshes Home too.
const BOOKLET_LIST = { type: 'Booklet' as const, id: 'LIST' };
const activationCodesTag = (bookletId: number) => ({
  type: 'Booklet' as const,
  id: `activation-codes-${bookletId}`,
});
const commentsTag = (bookletId: number) => ({
  type: 'Comment' as const,
  id: `booklet-${bookletId}`,
});

export const bookletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooklets: build.query<Booklet[], { archived: boolean }>({
      query: ({ archived }) => ({ url: 'booklet', params: { archived } }),
      providesTags: (booklets = []) => [...booklets.map(({ id }) => bookletTag(id)), BOOKLET_LIST],
    }),
    getBooklet: build.query<Booklet, number>({
      query: (id) => `booklet/${id}`,
      providesTags: (_booklet, _error, id) => [bookletTag(id)],
    }),
    createBooklet: build.mutation<Booklet, BookletRequest>({
      query: (body) => ({ url: 'booklet', method: 'POST', body }),
      invalidatesTags: [BOOKLET_LIST],
    }),
    updateBooklet: build.mutation<Booklet, BookletRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `booklet/${id}`, method: 'PUT', body }),
      invalidatesTags: (_booklet, _error, { id }) => [bookletTag(id), BOOKLET_LIST],
    }),
    cloneBooklet: build.mutation<Booklet, { id: number; year: number }>({
      query: ({ id, year }) => ({ url: `booklet/${id}/clone`, method: 'POST', body: { year } }),
      invalidatesTags: [BOOKLET_LIST],
    }),
    removeBookletFile: build.mutation<
      Booklet,
      { id: number; file: 'cover-image' | 'good-for-printing' }
    >({
      query: ({ id, file }) => ({ url: `booklet/${id}/${file}`, method: 'DELETE' }),
      invalidatesTags: (_booklet, _error, { id }) => [bookletTag(id), BOOKLET_LIST],
    }),
    getActivationCodeCounts: build.query<ActivationCodeCounts, number>({
      query: (id) => `booklet/${id}/activation-code`,
      providesTags: (_counts, _error, id) => [activationCodesTag(id)],
    }),
    /** A print run's codes, answered once as a CSV file: its object URL for the download. */
    generateActivationCodes: build.mutation<
      { url: string },
      ActivationCodeRequest & { bookletId: number }
    >({
      query: ({ bookletId, quantity }) => ({
        url: `booklet/${bookletId}/activation-code`,
        method: 'POST',
        body: { quantity },
        responseHandler: async (response: Response) =>
          response.ok ? { url: URL.createObjectURL(await response.blob()) } : response.json(),
      }),
      invalidatesTags: (_file, _error, { bookletId }) => [activationCodesTag(bookletId)],
    }),
    getBookletVouchers: build.query<BookletVoucher[], number>({
      query: (id) => `booklet/${id}/voucher`,
      providesTags: (_vouchers, _error, id) => [{ type: 'Voucher', id: `booklet-${id}` }],
    }),
    getBookletComments: build.query<BookletComment[], number>({
      query: (id) => `booklet/${id}/comment`,
      providesTags: (_comments, _error, id) => [commentsTag(id)],
    }),
    addBookletComment: build.mutation<
      BookletComment,
      BookletCommentRequest & { bookletId: number }
    >({
      query: ({ bookletId, ...body }) => ({
        url: `booklet/${bookletId}/comment`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_comment, _error, { bookletId }) => [commentsTag(bookletId)],
    }),
    updateBookletComment: build.mutation<
      BookletComment,
      BookletCommentRequest & { bookletId: number; commentId: number }
    >({
      query: ({ bookletId, commentId, ...body }) => ({
        url: `booklet/${bookletId}/comment/${commentId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_comment, _error, { bookletId }) => [commentsTag(bookletId)],
    }),
    getBookletRegions: build.query<Region[], void>({
      query: () => 'region',
      providesTags: [{ type: 'Region', id: 'LIST' }],
    }),
    moveBookletVouchers: build.mutation<
      BookletVoucherStatesAnswer,
      VoucherStatesRequest & { id: number }
    >({
      query: ({ id, ...body }) => ({ url: `booklet/${id}/voucher-states`, method: 'PUT', body }),
      invalidatesTags: (_answer, _error, { id }) => [
        bookletTag(id),
        BOOKLET_LIST,
        { type: 'Voucher', id: `booklet-${id}` },
      ],
    }),
  }),
});

export const {
  useGetBookletsQuery,
  useGetBookletQuery,
  useCreateBookletMutation,
  useUpdateBookletMutation,
  useCloneBookletMutation,
  useRemoveBookletFileMutation,
  useGetActivationCodeCountsQuery,
  useGenerateActivationCodesMutation,
  useGetBookletVouchersQuery,
  useGetBookletCommentsQuery,
  useAddBookletCommentMutation,
  useUpdateBookletCommentMutation,
  useGetBookletRegionsQuery,
  useMoveBookletVouchersMutation,
} = bookletsApi;

/** After an upload answered with the booklet: show it everywhere it is read. */
export const bookletChanged = (id: number) =>
  bookletsApi.util.invalidateTags([bookletTag(id), BOOKLET_LIST]);
