import {
  BOOKLET_BADGE_KEYS,
  bookletBadge,
  bookletGallery,
  showsCover,
  showsVoucherCount,
  textParagraphs,
  type FirstScreenBooklet,
  type FirstScreenView,
  type Locale,
  type PublicBooklet,
  type Translate,
} from '@gb/contracts';

import { escapeHtml } from '../page-meta/escape-html.js';
import { bookletCardCover } from '../preload/booklet-preloads.js';

interface ViewInput {
  locale: Locale;
  t: Translate;
  heading?: string;
  /** The page's text block: Home's welcome, a region's intro, a text page's text. */
  text: string;
  /** The booklets of the page's gallery, as the public list has them; none on a text page. */
  booklets: readonly PublicBooklet[];
  now: Date;
}

/**
 * What a public page's first screen shows, as the storefront's page draws it: the text block's
 * paragraphs (addresses and numbers as links) and the booklet gallery laid out by the same rule
 * (bookletGallery: by year in order, the first card's cover fetched first), each card's badge too.
 */
export function firstScreenView(input: ViewInput): Omit<FirstScreenView, 'base'> {
  const { t, now } = input;
  const gallery = bookletGallery(input.booklets);
  const card = (booklet: PublicBooklet): FirstScreenBooklet => {
    const badge = bookletBadge(booklet, now);
    const cover = showsCover(booklet) ? bookletCardCover(booklet) : null;
    return {
      id: booklet.id,
      name: `${booklet.regionName} ${booklet.year}`,
      regionName: booklet.regionName,
      year: booklet.year,
      cover: cover && {
        src: cover.href,
        srcset: cover.srcset,
        sizes: cover.sizes,
        alt: t('booklet.coverAlt', { region: booklet.regionName, year: booklet.year }),
        first: booklet === gallery.first,
      },
      voucherCount: showsVoucherCount(booklet)
        ? t('booklet.voucherCount', { num: booklet.voucherCount, count: booklet.voucherCount })
        : null,
      badge: badge && { text: t(BOOKLET_BADGE_KEYS[badge]), soldOut: badge === 'soldOut' },
    };
  };
  return {
    lang: input.locale,
    t: translating(t),
    ...(input.heading === undefined ? {} : { heading: input.heading }),
    paragraphs: textParagraphs(input.text).map((pieces) => ({
      pieces: pieces.map((piece) =>
        piece.kind === 'link' ? { text: piece.text, href: piece.href } : { text: piece.text },
      ),
    })),
    years: gallery.years.map(({ year, booklets: ofYear }) => ({
      year,
      showYear: gallery.showsYears,
      booklets: ofYear.map(card),
    })),
  };
}

/** The templates' `{{#t}}key{{/t}}`: the catalogue's message in the page's language, escaped. */
export function translating(t: Translate): FirstScreenView['t'] {
  return () => (key: string) => escapeHtml(t(key.trim()));
}
