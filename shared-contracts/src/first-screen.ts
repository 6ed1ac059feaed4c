/**
 * The first screen a public page shows before its scripts have run: the server draws it from two
 * templates, the shell's frame and the page's own part, each built and deployed with its owner.
 * The app draws the same screen beneath it and removes it once its own is there.
 */
export const FIRST_SCREEN = {
  /** The element the server's first screen sits in. */
  elementId: 'gb-first-screen',
  /** Dispatched on `window` by the remote once it drew the page the first screen stood for. */
  drawnEvent: 'gb:first-screen-drawn',
  /** The shell's template, at the root of the shell's files. */
  frameFile: 'first-screen.html',
  /** A remote's template of one page, beside its remoteEntry.js. */
  pageFile: (page: FirstScreenPage) => `first-screen-${page}.html`,
} as const;

/** The pages the storefront draws a first screen for: Home, a regional page, a text page. */
export type FirstScreenPage = 'home' | 'region' | 'text';

/** A piece of a paragraph: text, or a link (an address, a phone number) with its text. */
export interface FirstScreenPiece {
  text: string;
  href?: string;
}

/** A booklet card as the first screen shows it: every word already in the page's language. */
export interface FirstScreenBooklet {
  /** The booklet's id: its order badge leads to Home's `#order-<id>`, which ticks it on the form. */
  id: number;
  /** "Aarau-Baden 2027". */
  name: string;
  regionName: string;
  year: number;
  /** The cover in the card's sizes; null: the placeholder with the region and year. */
  cover: { src: string; srcset: string; sizes: string; alt: string; first: boolean } | null;
  /** A published or sold-out booklet: its cover leads to its vouchers, its count is shown. */
  voucherCount: string | null;
  /** None while the booklet may not be ordered now (and is not sold out). */
  badge: { text: string; soldOut: boolean } | null;
}

/**
 * What the server gives the templates (Mustache, logic-less). `t` translates a catalogue key in
 * the page's language: `{{#t}}home.welcomeTitle{{/t}}`; `base` is where the template's own files
 * (video, logo) lie, ending with "/".
 */
export interface FirstScreenView {
  base: string;
  lang: string;
  t: () => (key: string) => string;
  /** The page part, drawn from its template, that the frame places in its main area. */
  page?: string;
  /** The page's heading: a region's name, a text page's title (Home's is its banner). */
  heading?: string;
  /** The page's text block (Home's welcome, a region's intro, a text page's text), a paragraph a line. */
  paragraphs: { pieces: FirstScreenPiece[] }[];
  /** The booklets by year, the year shown only when there are several; none on a text page. */
  years: { year: number; showYear: boolean; booklets: FirstScreenBooklet[] }[];
}
