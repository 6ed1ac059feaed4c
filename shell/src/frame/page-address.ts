import { DASHBOARD_PREFIX, DEFAULT_LOCALE } from '@gb/contracts';
import { i18n } from '@gb/shell/platform';

/** The query parameter that names a public page's language, as the server reads it. */
const LANG = 'lang';

const isPublicPage = (path: string) =>
  path !== DASHBOARD_PREFIX && !path.startsWith(`${DASHBOARD_PREFIX}/`);

/**
 * A public page's address says its language as the server, the sitemap and the hreflang
 * alternates do: English with `?lang=en-US`, German at the plain path. Kept after every
 * navigation of the app and every change of language (the address is replaced, not pushed).
 */
function keepLanguageInAddress(): void {
  const url = new URL(window.location.href);
  if (!isPublicPage(url.pathname)) return;
  const locale = i18n.language;
  if (locale === DEFAULT_LOCALE) url.searchParams.delete(LANG);
  else url.searchParams.set(LANG, locale);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** The page and language whose head the document has: at first the one the server sent. */
const shownPage = () => `${window.location.pathname} ${i18n.language}`;

/**
 * Follows the app's navigations and language changes: the address names the language, and the
 * head gets the new page's description, canonical address, alternates, cards and structured data
 * from the server (its code loads with the first navigation).
 */
export function followPageAddress(): void {
  let shown = shownPage();
  const onChange = () => {
    keepLanguageInAddress();
    const wanted = shownPage();
    if (wanted === shown) return;
    shown = wanted;
    void import('./page-head-update').then(({ updatePageHead }) =>
      updatePageHead(window.location.pathname, i18n.language, () => shownPage() === wanted),
    );
  };
  window.addEventListener('single-spa:routing-event', onChange);
  i18n.on('languageChanged', onChange);
  keepLanguageInAddress();
}
