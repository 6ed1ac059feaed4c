import type { Region } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const regionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegions: build.query<Region[], void>({
      query: () => publicCall('region'),
      providesTags: (regions = []) => [
        ...regions.map(({ id }) => ({ type: 'Region' as const, id })),
        { type: 'Region', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetRegionsQuery } = regionsApi;
