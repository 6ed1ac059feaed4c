import type { PublicBooklet } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const bookletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicBooklets: build.query<PublicBooklet[], void>({
      query: () => publicCall('booklet'),
      providesTags: (booklets = []) => [
        ...booklets.map(({ id }) => ({ type: 'Booklet' as const, id })),
        { type: 'Booklet', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetPublicBookletsQuery } = bookletsApi;
