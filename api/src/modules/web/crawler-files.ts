import { LOCALES } from '@gb/contracts';

import { API_PREFIX } from '../../common/configure-http.js';
import { localizedUrl, pageAlternates } from './page-meta/page-language.js';

/** The public pages a crawler may list: Home, the text pages and every region's page. */
export const TEXT_PAGE_PATHS = ['/contact', '/legal-notice', '/become-partner'] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export function publicPagePaths(regionCanonicals: readonly string[]): string[] {
  return ['/', ...TEXT_PAGE_PATHS, ...regionCanonicals.map((canonical) => `/${canonical}`)];
}

/**
 * The api's public pictures: booklet covers and voucher images, which the pages, their social
 * cards and their structured data show. The longer rule wins over `Disallow: /api/` (RFC 9309).
 */
export const PUBLIC_IMAGE_PATHS = [
  `/${API_PREFIX}/booklet/*/cover-image`,
  `/${API_PREFIX}/voucher/*/complete-image`,
  `/${API_PREFIX}/voucher/*/front-image`,
  `/${API_PREFIX}/voucher/*/back-image`,
] as const;

/**
 * robots.txt: the public pages and their pictures are open, the dashboard and the rest of the
 * api are not for crawlers.
 */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_IMAGE_PATHS.map((path) => `Allow: ${path}`),
    'Disallow: /dashboard',
    'Disallow: /api/',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml (sitemaps.org 0.9) of the given pages in every language, each address with its
 * language alternates (`xhtml:link`, as the page's head lists them).
 */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = Object.entries(pageAlternates(baseUrl, path))
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(localizedUrl(baseUrl, path, locale))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
