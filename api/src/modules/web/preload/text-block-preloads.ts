import type { Locale } from '@gb/contracts';

import { API_PREFIX } from '../../../common/configure-http.js';

/**
 * The call for the text block a public page draws first (Home's welcome, a region's intro, a text
 * page's text: its page content's canonical) in the page's language, with its parameters in the
 * order the storefront's call gives them (`text-block.api.ts`: canonical, then locale), so the
 * browser takes the preloaded answer for it.
 */
export function firstTextBlockPath(canonical: string, locale: Locale): string {
  const query = new URLSearchParams({ canonical, locale });
  return `/${API_PREFIX}/text-block?${query.toString()}`;
}
