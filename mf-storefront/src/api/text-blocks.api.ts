import type { TextBlock } from '@gb/contracts';
import { api } from '@gb/shell/platform';

export const textBlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTextBlockByCanonical: build.query<TextBlock | null, string>({
      query: (canonical) => ({ url: 'text-block', params: { canonical } }),
      // The filtered list holds at most one block per canonical.
      transformResponse: (answer: TextBlock | TextBlock[]) =>
        (Array.isArray(answer) ? answer[0] : answer) ?? null,
      providesTags: (block, _error, canonical) => [
        { type: 'TextBlock', id: block?.id ?? canonical },
      ],
    }),
  }),
});

export const { useGetTextBlockByCanonicalQuery } = textBlocksApi;
