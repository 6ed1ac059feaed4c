import type { PageHeadAnswer } from '@gb/contracts/answers';
import { api, publicCall, store } from '@gb/shell/platform';

/** What the server's head says about the page itself (the title is the frame's own). */
const PAGE_HEAD =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

const pageHeadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageHead: build.query<PageHeadAnswer, { path: string; lang: string }>({
      query: ({ path, lang }) => publicCall(`page-head?${new URLSearchParams({ path, lang })}`),
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Puts the head of the page at `path` in `lang` in place of the previous page's, unless the
 * visitor has moved on meanwhile (`stillWanted`). A failed call leaves the head as it was.
 */
export async function updatePageHead(
  path: string,
  lang: string,
  stillWanted: () => boolean,
): Promise<void> {
  const { data } = await store.dispatch(
    pageHeadApi.endpoints.getPageHead.initiate({ path, lang }, { subscribe: false }),
  );
  if (!data || !stillWanted()) return;
  // Parsed, never run: a parsed document's scripts do not execute, and only the page's own
  // elements are taken over.
  const parsed = new DOMParser().parseFromString(`<head>${data.head}</head>`, 'text/html');
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
  for (const element of parsed.head.querySelectorAll(PAGE_HEAD)) {
    document.head.append(document.importNode(element, true));
  }
}
