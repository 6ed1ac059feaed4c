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

/** robots.txt: the public pages are open, the dashboard and the api are not for crawlers. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9) of the given absolute page addresses. */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
