import type { CreateOrderRequest, Order, PostageAnswer } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** The same key for retries of one submission, so a repeat never orders twice. */
  idempotencyKey: string;
}

export const orderFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostage: build.query<PostageAnswer, number>({
      query: (quantity) => publicCall('order/postage', { params: { quantity } }),
    }),
    createOrder: build.mutation<Order, CreateOrderArgs>({
      query: ({ order, idempotencyKey }) =>
        publicCall('order', {
          method: 'POST',
          body: order,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetPostageQuery, useCreateOrderMutation } = orderFormApi;
