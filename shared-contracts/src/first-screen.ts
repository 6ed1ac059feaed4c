import type { Locale } from './enums.js';
import type { PublicBooklet } from './entities.js';

/**
 * The first screen a public page shows before its scripts have run: the storefront's own React
 * components drawn on the server by the storefront's server renderer (built and deployed with
 * the storefront, beside its remoteEntry.js), inside the shell's top bar drawn by the shell's
 * server renderer (beside its index.html). The app draws the same screen beneath it and removes
 * it once its own is there.
 */
export const FIRST_SCREEN = {
  /** The element the server's first screen sits in. */
  elementId: 'gb-first-screen',
  /** Dispatched on `window` by the remote once it drew the page the first screen stood for. */
  drawnEvent: 'gb:first-screen-drawn',
  /**
   * A server renderer (an ES module exporting `renderFirstScreen`): the shell's beside its
   * index.html, the storefront's beside its remoteEntry.js.
   */
  rendererFile: 'server/first-screen-renderer.mjs',
} as const;

/** The pages the storefront draws a first screen for: Home, a regional page, a text page. */
export type FirstScreenPage = 'home' | 'region' | 'text';

/** What the server knows of a page, from the lists and text blocks the page itself calls. */
export interface FirstScreenInput {
  page: FirstScreenPage;
  locale: Locale;
  /** The page's heading: a region's name, a text page's title (Home's is its banner). */
  heading?: string;
  /** The page's text block: Home's welcome, a region's intro, a text page's text. */
  text: string;
  /** The booklets of the page's gallery, as the public list has them; none on a text page. */
  booklets: readonly PublicBooklet[];
  /** The moment the badges are drawn for (ISO 8601). */
  now: string;
  /** Where the renderer's remote lies ("/mf/storefront/"): its files (video, poster) are named from there. */
  base: string;
}

/** A first screen drawn: its style elements for the head and its markup for the body. */
export interface FirstScreenRendering {
  head: string;
  body: string;
}

/** What the shell's renderer draws its frame around: the page as the storefront drew it. */
export interface FirstScreenFrameInput {
  locale: Locale;
  page: FirstScreenRendering;
}

/**
 * A server renderer module: the storefront's draws a page (FirstScreenInput), the shell's its
 * frame around it (FirstScreenFrameInput).
 */
export interface FirstScreenRenderer<Input = FirstScreenInput> {
  renderFirstScreen(input: Input): FirstScreenRendering;
}
