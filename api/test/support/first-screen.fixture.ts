// The shell's and the storefront's server renderers (FIRST_SCREEN of the contracts) as their
// builds made them.

/** The shell's server renderer (the top bar), built by `npm run build` before the api's tests run. */
export const SHELL_RENDERER = new URL(
  '../../../shell/dist/server/first-screen-renderer.mjs',
  import.meta.url,
);

/** The storefront's server renderer, built by `npm run build` before the api's tests run. */
export const STOREFRONT_RENDERER = new URL(
  '../../../mf-storefront/dist/server/first-screen-renderer.mjs',
  import.meta.url,
);

/** The first screen of a page as sent, or undefined when the page has none. */
export function firstScreen(html: string): string | undefined {
  const start = html.indexOf('<div id="gb-first-screen"');
  return start < 0 ? undefined : html.slice(start, html.indexOf('<div id="root">', start));
}

/** The booklet names of a first screen's cards, in the order they are drawn. */
export const cardNames = (screen: string) =>
  [...screen.matchAll(/<article aria-label="([^"]+)"/g)].map((match) => match[1]);

/** The texts of the first screen's top bar: the site's name, its pages, its languages. */
export function topBar(screen: string) {
  const bar = screen.slice(screen.indexOf('<header'), screen.indexOf('</header>'));
  return {
    site: /<span[^>]*>([^<]+)<\/span>/.exec(bar)?.[1],
    pages: [...bar.matchAll(/<a href="(\/[^"]*)" tabindex="-1"[^>]*>([^<]+)<\/a>/g)].map(
      ([, href, text]) => `${text} ${href}`,
    ),
    languages: [...bar.matchAll(/<a href="\?lang=([^"]+)"[^>]*aria-current="(true|false)"/g)].map(
      ([, locale, current]) => (current === 'true' ? `${locale} (shown)` : locale),
    ),
  };
}
