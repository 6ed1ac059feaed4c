import type {
  Booklet,
  Company,
  CompanyLocationRequest,
  CompanyMailLog,
  CompanyMailRequest,
  CompanyMailSentAnswer,
  CompanyRequest,
  CompanyUser,
  MailsSentAnswer,
  VoucherListAnswer,
} from '@gb/contracts';
import { api } from '@gb/shell/platform';

/** The list's filters as the api reads them (empty: not filtered). */
export interface CompanyListParams {
  name?: string;
  isPointOfSales?: boolean;
  isSellingBooklets?: boolean;
  bookletId?: number;
  responsibleUserId?: number;
}

const companyTag = (id: number) => ({ type: 'Company' as const, id });
// The vouchers' company picker reads the same list: a new company shows there too.
const COMPANY_LIST = { type: 'Company' as const, id: 'LIST' };
// Home's outlets list shows the points of sale: a save refreshes it in this tab at once.
const POINTS_OF_SALE = { type: 'PointOfSale' as const, id: 'LIST' };
const usersTag = (companyId: number) => ({ type: 'User' as const, id: `company-${companyId}` });
const MAIL_LOG = { type: 'CompanyMail' as const, id: 'LIST' };

export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanies: build.query<Company[], CompanyListParams>({
      query: (params) => ({ url: 'company', params }),
      providesTags: (companies = []) => [
        ...companies.map(({ id }) => companyTag(id)),
        COMPANY_LIST,
      ],
    }),
    getCompany: build.query<Company, number>({
      query: (id) => `company/${id}`,
      providesTags: (_company, _error, id) => [companyTag(id)],
    }),
    createCompany: build.mutation<Company, CompanyRequest>({
      query: (body) => ({ url: 'company', method: 'POST', body }),
      invalidatesTags: [COMPANY_LIST, POINTS_OF_SALE],
    }),
    updateCompany: build.mutation<Company, CompanyRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `company/${id}`, method: 'PUT', body }),
      invalidatesTags: (_company, _error, { id }) => [companyTag(id), COMPANY_LIST, POINTS_OF_SALE],
    }),
    setCompanyLocation: build.mutation<Company, { id: number; address: CompanyLocationRequest }>({
      query: ({ id, address }) => ({
        url: `company/${id}/location-address`,
        method: 'PUT',
        body: address,
      }),
      invalidatesTags: (_company, _error, { id }) => [companyTag(id), COMPANY_LIST, POINTS_OF_SALE],
    }),
    removeCompany: build.mutation<void, number>({
      query: (id) => ({ url: `company/${id}`, method: 'DELETE' }),
      invalidatesTags: [COMPANY_LIST, POINTS_OF_SALE],
    }),
    removeCompanyContract: build.mutation<Company, number>({
      query: (id) => ({ url: `company/${id}/contract`, method: 'DELETE' }),
      invalidatesTags: (_company, _error, id) => [companyTag(id), COMPANY_LIST],
    }),
    getCompanyUsers: build.query<CompanyUser[], number>({
      query: (id) => `company/${id}/user`,
      providesTags: (_users, _error, id) => [usersTag(id), { type: 'User', id: 'LIST' }],
    }),
    sendLoginLink: build.mutation<MailsSentAnswer, { companyId: number; userId: number }>({
      query: ({ companyId, userId }) => ({
        url: `company/${companyId}/user/${userId}/login-link`,
        method: 'POST',
        body: {},
      }),
    }),
    getCompanyVouchers: build.query<VoucherListAnswer, number>({
      query: (companyId) => ({ url: 'voucher', params: { companyId, pageSize: 100 } }),
      providesTags: (_answer, _error, companyId) => [
        { type: 'Voucher', id: `company-${companyId}` },
      ],
    }),
    /** The booklets a company may sell: every one that is not archived. */
    getSellableBooklets: build.query<Booklet[], void>({
      query: () => 'booklet',
      providesTags: [{ type: 'Booklet', id: 'LIST' }],
    }),
    sendCompanyMail: build.mutation<
      CompanyMailSentAnswer,
      CompanyMailRequest & { idempotencyKey: string }
    >({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'company-mail',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [MAIL_LOG],
    }),
    getCompanyMailLog: build.query<CompanyMailLog[], void>({
      query: () => 'company-mail-log',
      providesTags: [MAIL_LOG],
    }),
  }),
});

export const {
  useListCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useSetCompanyLocationMutation,
  useRemoveCompanyMutation,
  useRemoveCompanyContractMutation,
  useGetCompanyUsersQuery,
  useSendLoginLinkMutation,
  useGetCompanyVouchersQuery,
  useGetSellableBookletsQuery,
  useSendCompanyMailMutation,
  useGetCompanyMailLogQuery,
} = companiesApi;

/** After an upload outside RTK Query (the contract): the company and the list read anew. */
export const companyChanged = (id: number) =>
  companiesApi.util.invalidateTags([companyTag(id), COMPANY_LIST]);
