import {
  regionIntroCanonical,
  TEXT_BLOCK_CANONICALS,
  type FirstScreenPage,
  type PublicBooklet,
  type Translate,
} from '@gb/contracts';

import type { PageLists } from './page-lists.js';
import type { PageRoute } from './page-route.js';

/** What a public page shows, as the storefront's page of its route draws it. */
export interface PageContent {
  /** Which page it is, and so which of the storefront's first-screen templates it has. */
  page: FirstScreenPage;
  /** The canonical of the page's text block: Home's welcome, a region's intro, a text page's. */
  canonical: string;
  /** The page's heading: a region's name, a text page's title; none on Home (its banner). */
  heading?: (t: Translate) => string;
  /** The booklets of the page's gallery, as the public list has them; none on a text page. */
  booklets: readonly PublicBooklet[];
}

/**
 * The content of a public page (Home, a region's page, a text page), which its head, its first
 * text for readers without scripts, its preloads and its first screen are made of. Undefined for
 * a dashboard and an unknown page.
 */
export function pageContent(
  route: PageRoute,
  lists: Pick<PageLists, 'booklets'>,
): PageContent | undefined {
  switch (route.kind) {
    case 'home':
      return { page: 'home', canonical: TEXT_BLOCK_CANONICALS.home, booklets: lists.booklets };
    case 'region':
      return {
        page: 'region',
        canonical: regionIntroCanonical(route.region.canonical),
        heading: () => route.region.name,
        booklets: lists.booklets.filter((booklet) => booklet.regionId === route.region.id),
      };
    case 'text':
      return {
        page: 'text',
        canonical: route.canonical,
        heading: (t) => t(route.titleKey),
        booklets: [],
      };
    default:
      return undefined;
  }
}
