import { regionIntroCanonical, TEXT_BLOCK_CANONICALS, type Locale } from '@gb/contracts';

import { API_PREFIX } from '../../../common/configure-http.js';
import type { PageRoute } from '../page-meta/page-route.js';

/**
 * The call for the text block a public page draws first (Home's welcome, a region's intro, a text
 * page's text) in the page's language, with its parameters in the order the storefront's call
 * gives them (`text-block.api.ts`: canonical, then locale), so the browser takes the preloaded
 * answer for it. Undefined on a page without one.
 */
export function firstTextBlockPath(route: PageRoute, locale: Locale): string | undefined {
  const canonical =
    route.kind === 'home'
      ? TEXT_BLOCK_CANONICALS.home
      : route.kind === 'region'
        ? regionIntroCanonical(route.region.canonical)
        : route.kind === 'text'
          ? route.canonical
          : undefined;
  if (canonical === undefined) return undefined;
  const query = new URLSearchParams({ canonical, locale });
  return `/${API_PREFIX}/text-block?${query.toString()}`;
}
