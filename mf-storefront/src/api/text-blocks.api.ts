import type { TextBlock } from '@gb/contracts';
import { api, publicCall } from '@gb/shell/platform';

export const textBlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTextBlockByCanonical: build.query<TextBlock | null, string>({
      query: (canonical) =>
        publicCall('text-block', {
          params: { canonical },
          // A missing block is an answer (the page says which one), not a failure.
          validateStatus: (response) => response.ok || response.status === 404,
        }),
      transformResponse: (answer: TextBlock | TextBlock[] | { statusCode: number }) => {
        if (Array.isArray(answer)) return answer[0] ?? null;
        return 'canonical' in answer ? answer : null;
      },
      providesTags: (block, _error, canonical) => [
        { type: 'TextBlock', id: block?.id ?? canonical },
      ],
    }),
  }),
});

export const { useGetTextBlockByCanonicalQuery } = textBlocksApi;
