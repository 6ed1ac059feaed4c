// The shell's frame template in the shape it ships (FIRST_SCREEN of the contracts), and the
// storefront's server renderer as its build made it.

/** The shell's frame: the first-screen element, its top bar, and the page inside. */
export const FRAME_TEMPLATE =
  '<div id="gb-first-screen"><header><img src="{{base}}assets/logo.svg" alt="">' +
  '<a href="/contact">{{#t}}topBar.contact{{/t}}</a></header>{{{page}}}</div>';

/** The storefront's server renderer, built by `npm run build` before the api's tests run. */
export const STOREFRONT_RENDERER = new URL(
  '../../../mf-storefront/dist/server/first-screen-renderer.mjs',
  import.meta.url,
);

/** The first screen of a page as sent, or undefined when the page has none. */
export function firstScreen(html: string): string | undefined {
  const start = html.indexOf('<div id="gb-first-screen">');
  return start < 0 ? undefined : html.slice(start, html.indexOf('<div id="root">', start));
}

/** The booklet names of a first screen's cards, in the order they are drawn. */
export const cardNames = (screen: string) =>
  [...screen.matchAll(/<article aria-label="([^"]+)"/g)].map((match) => match[1]);
