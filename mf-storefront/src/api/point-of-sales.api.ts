import type { PointOfSale } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const pointOfSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPointOfSales: build.query<PointOfSale[], void>({
      query: () => publicCall('company/point-of-sales'),
      providesTags: [{ type: 'PointOfSale', id: 'LIST' }],
    }),
  }),
});

export const { useGetPointOfSalesQuery } = pointOfSalesApi;
