import type { PointOfSale } from '@gb/contracts';
import { api } from '@gb/shell/platform';

export const pointOfSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPointOfSales: build.query<PointOfSale[], void>({
      query: () => 'company/point-of-sales',
      providesTags: [{ type: 'PointOfSale', id: 'LIST' }],
    }),
  }),
});

export const { useGetPointOfSalesQuery } = pointOfSalesApi;
