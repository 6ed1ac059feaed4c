import type { TextBlock } from '@gb/contracts';
import { api, publicCall, useTranslation } from '@gb/shell/platform';

export const textBlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTextBlockByCanonical: build.query<TextBlock | null, { canonical: string; locale: string }>({
      // The block in the language shown; the api answers the German one where none exists.
      query: ({ canonical, locale }) =>
        publicCall('text-block', {
          params: { canonical, locale },
          // A missing block is an answer (the page says which one), not a failure.
          validateStatus: (response) => response.ok || response.status === 404,
        }),
      transformResponse: (answer: TextBlock | TextBlock[] | { statusCode: number }) => {
        if (Array.isArray(answer)) return answer[0] ?? null;
        return 'canonical' in answer ? answer : null;
      },
      // The canonical too: a version saved in another language is read again.
      providesTags: (block, _error, { canonical }) => [
        { type: 'TextBlock', id: canonical },
        ...(block ? [{ type: 'TextBlock' as const, id: block.id }] : []),
      ],
    }),
  }),
});

/** A text block in the language shown. */
export function useTextBlock(canonical: string) {
  const { i18n } = useTranslation();
  return textBlocksApi.useGetTextBlockByCanonicalQuery({ canonical, locale: i18n.language });
}
