import type { Statistics } from '@gb/contracts';
import { api } from '@gb/shell/platform';

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A booklet year's season; without a year the api picks the current one. */
    getStatistics: build.query<Statistics, number | undefined>({
      query: (year) => ({ url: 'statistics', params: year === undefined ? {} : { year } }),
    }),
  }),
});

export const { useGetStatisticsQuery } = statisticsApi;
