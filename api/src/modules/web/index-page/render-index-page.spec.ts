import { renderIndexPage } from './render-index-page.js';

const TEMPLATE =
  '<!doctype html><html lang="de-CH"><head><meta charset="utf-8" /><title></title></head>' +
  '<body><div id="root"></div></body></html>';

describe('renderIndexPage', () => {
  it('answers the template unchanged without parts', () => {
    expect(renderIndexPage(TEMPLATE, [])).toBe(TEMPLATE);
  });

  it('places heads, bodies and the language, and drops the empty title for a given one', () => {
    const html = renderIndexPage(TEMPLATE, [
      { head: '<title>Home</title>', lang: 'en-US', body: '<noscript>Hi</noscript>' },
      { head: '<link rel="preload" href="/a.js" as="script">', lang: 'de-CH' },
    ]);
    expect(html).toBe(
      '<!doctype html><html lang="en-US"><head><meta charset="utf-8" /><title>Home</title>' +
        '<link rel="preload" href="/a.js" as="script"></head>' +
        '<body><noscript>Hi</noscript><div id="root"></div></body></html>',
    );
  });

  it('keeps the empty title when no part brings one', () => {
    expect(renderIndexPage(TEMPLATE, [{ head: '<meta name="x" content="y">' }])).toContain(
      '<title></title><meta name="x" content="y"></head>',
    );
  });

  it('adds the language to a template whose <html> names none', () => {
    expect(renderIndexPage('<html><head></head><body></body></html>', [{ lang: 'en-US' }])).toBe(
      '<html lang="en-US"><head></head><body></body></html>',
    );
  });
});
