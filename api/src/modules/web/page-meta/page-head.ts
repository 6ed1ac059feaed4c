import { LOCALES, type Locale } from '@gb/contracts';

import { escapeHtml, jsonForScript } from './escape-html.js';

/** What a public page's head tells search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  siteName: string;
  locale: Locale;
  /** The page's address in this language. */
  canonicalUrl: string;
  /** The page's address in each language, and the one for any other language (x-default). */
  alternates: Record<Locale | 'x-default', string>;
  /** An absolute image address (the booklet's cover). */
  imageUrl?: string;
  imageAlt?: string;
  jsonLd?: Record<string, unknown> | null;
  /** Unknown pages and the dashboard stay out of the index. */
  noindex?: boolean;
}

/** Open Graph spells a locale with an underscore: de_CH. */
const ogLocale = (locale: Locale) => locale.replace('-', '_');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's markup: title, description, canonical and language alternates, cards, JSON-LD. */
export function pageHeadMarkup(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  for (const [hreflang, href] of Object.entries(head.alternates)) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', ogLocale(head.locale)),
    ...LOCALES.filter((locale) => locale !== head.locale).map((locale) =>
      meta('property', 'og:locale:alternate', ogLocale(locale)),
    ),
  );
  if (head.imageUrl) {
    tags.push(meta('property', 'og:image', head.imageUrl));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  tags.push(
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.imageUrl) tags.push(meta('name', 'twitter:image', head.imageUrl));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('');
}

/** A dashboard page: a title, kept out of search engines, no page data. */
export function privatePageHeadMarkup(title: string): string {
  return `<title>${escapeHtml(title)}</title>${meta('name', 'robots', 'noindex')}`;
}

/** What a reader without scripts sees: the page's heading, its first text and the public pages. */
export function noscriptMarkup(
  heading: string,
  paragraph: string | undefined,
  links: readonly { href: string; label: string }[],
  navLabel: string,
): string {
  const items = links
    .map(({ href, label }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`)
    .join('');
  return (
    `<noscript><main><h1>${escapeHtml(heading)}</h1>` +
    (paragraph ? `<p>${escapeHtml(paragraph)}</p>` : '') +
    `<nav aria-label="${escapeHtml(navLabel)}"><ul>${items}</ul></nav></main></noscript>`
  );
}
