import type { Region, RegionRequest } from '@gb/contracts';
import { api } from '@gb/shell/platform';

export const regionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRegions: build.query<Region[], void>({
      query: () => 'region',
      providesTags: (regions = []) => [
        ...regions.map(({ id }) => ({ type: 'Region' as const, id })),
        { type: 'Region', id: 'LIST' },
      ],
    }),
    getRegion: build.query<Region, number>({
      query: (id) => `region/${id}`,
      providesTags: (_region, _error, id) => [{ type: 'Region', id }],
    }),
    createRegion: build.mutation<Region, RegionRequest>({
      query: (body) => ({ url: 'region', method: 'POST', body }),
      invalidatesTags: [{ type: 'Region', id: 'LIST' }],
    }),
    renameRegion: build.mutation<Region, RegionRequest & { id: number }>({
      query: ({ id, name }) => ({ url: `region/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_region, _error, { id }) => [
        { type: 'Region', id },
        { type: 'Region', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListRegionsQuery,
  useGetRegionQuery,
  useCreateRegionMutation,
  useRenameRegionMutation,
} = regionsAdminApi;
