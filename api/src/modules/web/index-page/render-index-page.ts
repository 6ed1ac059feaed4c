import type { IndexPagePart } from './index-page-part.js';

/**
 * The shell's index.html with the parts placed: heads before </head>, bodies right after <body>,
 * the first language named on <html lang> (added when the template has none). An empty <title></title> is dropped when a part brings
 * its own title.
 */
export function renderIndexPage(template: string, parts: readonly IndexPagePart[]): string {
  const head = parts.map((part) => part.head ?? '').join('');
  const body = parts.map((part) => part.body ?? '').join('');
  const lang = parts.find((part) => part.lang)?.lang;
  let html = template;
  if (/<title>/i.test(head)) html = html.replace(/<title>\s*<\/title>\s*/i, '');
  if (lang) {
    html = /<html[^>]*\blang="/i.test(html)
      ? html.replace(/<html([^>]*)\blang="[^"]*"/i, `<html$1lang="${lang}"`)
      : html.replace(/<html\b/i, `<html lang="${lang}"`);
  }
  if (head) html = html.replace(/<\/head>/i, `${head}</head>`);
  if (body) html = html.replace(/<body([^>]*)>/i, `<body$1>${body}`);
  return html;
}
