import type {
  CreateOrderRequest,
  Order,
  OrderLineRequest,
  OrderBooklet,
  UpdateOrderRequest,
} from '@gb/contracts';
import { api } from '@gb/shell/platform';

type BillingAddressChange = { id: number; address: Omit<CreateOrderRequest, 'orderLines'> };

const orderTag = (id: number) => ({ type: 'Order' as const, id });
const ORDER_LIST = { type: 'Order' as const, id: 'LIST' };

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], { archived: boolean }>({
      query: ({ archived }) => ({ url: 'order', params: { archived } }),
      providesTags: (orders = []) => [...orders.map(({ id }) => orderTag(id)), ORDER_LIST],
    }),
    getOrderBooklets: build.query<OrderBooklet[], void>({
      query: () => 'order/booklets',
      providesTags: [{ type: 'Booklet', id: 'LIST' }],
    }),
    updateOrderPostage: build.mutation<Order, UpdateOrderRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `order/${id}`, method: 'PUT', body }),
      invalidatesTags: (_order, _error, { id }) => [orderTag(id)],
    }),
    updateOrderBillingAddress: build.mutation<Order, BillingAddressChange>({
      query: ({ id, address }) => ({
        url: `order/${id}/billing-address`,
        method: 'PUT',
        body: address,
      }),
      invalidatesTags: (_order, _error, { id }) => [orderTag(id)],
    }),
    updateOrderLines: build.mutation<Order, { id: number; lines: OrderLineRequest[] }>({
      query: ({ id, lines }) => ({ url: `order/${id}/order-line`, method: 'PUT', body: { lines } }),
      invalidatesTags: (_order, _error, { id }) => [orderTag(id)],
    }),
    deleteOrder: build.mutation<void, number>({
      query: (id) => ({ url: `order/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [orderTag(id), ORDER_LIST],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderBookletsQuery,
  useUpdateOrderPostageMutation,
  useUpdateOrderBillingAddressMutation,
  useUpdateOrderLinesMutation,
  useDeleteOrderMutation,
} = ordersApi;
