import type { TextBlock, TextBlockRequest } from '@gb/contracts';
import { api } from '@gb/shell/platform';

/**
 * The staff's text blocks. A save invalidates the block's tag, which the storefront's public
 * read of the same block provides too, so an open public page of this tab reads it again.
 */
export const textBlocksAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTextBlocks: build.query<TextBlock[], void>({
      query: () => 'text-block',
      providesTags: (blocks = []) => [
        ...blocks.map(({ id }) => ({ type: 'TextBlock' as const, id })),
        { type: 'TextBlock', id: 'LIST' },
      ],
    }),
    getTextBlock: build.query<TextBlock, number>({
      query: (id) => `text-block/${id}`,
      providesTags: (_block, _error, id) => [{ type: 'TextBlock', id }],
    }),
    createTextBlock: build.mutation<TextBlock, TextBlockRequest>({
      query: (body) => ({ url: 'text-block', method: 'POST', body }),
      invalidatesTags: (block, _error, { canonical }) => [
        { type: 'TextBlock', id: 'LIST' },
        // A public page that found no block of this canonical asks again.
        { type: 'TextBlock', id: canonical },
        ...(block ? [{ type: 'TextBlock' as const, id: block.id }] : []),
      ],
    }),
    updateTextBlock: build.mutation<TextBlock, TextBlockRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `text-block/${id}`, method: 'PUT', body }),
      invalidatesTags: (_block, _error, { id, canonical }) => [
        { type: 'TextBlock', id },
        { type: 'TextBlock', id: canonical },
        { type: 'TextBlock', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListTextBlocksQuery,
  useGetTextBlockQuery,
  useCreateTextBlockMutation,
  useUpdateTextBlockMutation,
} = textBlocksAdminApi;
