import type {
  CompanyInventoryEntry,
  InventoryRequest,
  PartnerOrder,
  PartnerOrderBooklet,
  PartnerOrderRequest,
  PartnerOrderState,
  ReturnOrder,
  ReturnOrderRequest,
  ReturnOrderStateRequest,
  SellThroughReport,
  StockOverview,
} from '@gb/contracts';
import { api } from '@gb/shell/platform';

/** The lists' filters as the api reads them; empty ones are left out. */
export interface PartnerOrderFilter {
  state?: string;
  type?: string;
  companyId?: string;
  bookletId?: string;
  year?: string;
}

const paramsOf = (filter: PartnerOrderFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));

const PARTNER_ORDERS = { type: 'PartnerOrder' as const, id: 'LIST' };
const RETURN_ORDERS = { type: 'ReturnOrder' as const, id: 'LIST' };
const INVENTORY = { type: 'Inventory' as const, id: 'LIST' };
const STOCK = { type: 'Stock' as const, id: 'LIST' };

export const partnerOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerOrders: build.query<PartnerOrder[], PartnerOrderFilter>({
      query: (filter) => ({ url: 'partner-order', params: paramsOf(filter) }),
      providesTags: [PARTNER_ORDERS],
    }),
    getPartnerOrderBooklets: build.query<PartnerOrderBooklet[], void>({
      query: () => 'partner-order/booklets',
      providesTags: [PARTNER_ORDERS],
    }),
    createPartnerOrder: build.mutation<PartnerOrder, PartnerOrderRequest & { key: string }>({
      query: ({ key, ...body }) => ({
        url: 'partner-order',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: [PARTNER_ORDERS, STOCK],
    }),
    changePartnerOrderState: build.mutation<PartnerOrder, { id: number; state: PartnerOrderState }>(
      {
        query: ({ id, state }) => ({
          url: `partner-order/${id}`,
          method: 'PATCH',
          body: { state },
        }),
        invalidatesTags: [PARTNER_ORDERS, STOCK],
      },
    ),
    getReturnOrders: build.query<ReturnOrder[], PartnerOrderFilter>({
      query: (filter) => ({ url: 'return-order', params: paramsOf(filter) }),
      providesTags: [RETURN_ORDERS],
    }),
    createReturnOrder: build.mutation<ReturnOrder, ReturnOrderRequest>({
      query: (body) => ({ url: 'return-order', method: 'POST', body }),
      invalidatesTags: [RETURN_ORDERS, STOCK],
    }),
    changeReturnOrderState: build.mutation<ReturnOrder, ReturnOrderStateRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `return-order/${id}`, method: 'PATCH', body }),
      invalidatesTags: [RETURN_ORDERS, STOCK],
    }),
    getInventory: build.query<CompanyInventoryEntry[], PartnerOrderFilter>({
      query: (filter) => ({ url: 'company-inventory', params: paramsOf(filter) }),
      providesTags: [INVENTORY],
    }),
    reportInventory: build.mutation<CompanyInventoryEntry, InventoryRequest>({
      query: (body) => ({ url: 'company-inventory', method: 'POST', body }),
      invalidatesTags: [INVENTORY, STOCK],
    }),
    getStock: build.query<StockOverview[], PartnerOrderFilter>({
      query: (filter) => ({ url: 'partner-stock', params: paramsOf(filter) }),
      providesTags: [STOCK],
    }),
    getSellThrough: build.query<SellThroughReport, PartnerOrderFilter>({
      query: (filter) => ({ url: 'partner-stock/sell-through', params: paramsOf(filter) }),
      providesTags: [STOCK, INVENTORY],
    }),
    getPartnerCompanies: build.query<{ id: number; name: string }[], void>({
      query: () => 'company',
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPartnerOrdersQuery,
  useGetPartnerOrderBookletsQuery,
  useCreatePartnerOrderMutation,
  useChangePartnerOrderStateMutation,
  useGetReturnOrdersQuery,
  useCreateReturnOrderMutation,
  useChangeReturnOrderStateMutation,
  useGetInventoryQuery,
  useReportInventoryMutation,
  useGetStockQuery,
  useGetSellThroughQuery,
  useGetPartnerCompaniesQuery,
} = partnerOrdersApi;
