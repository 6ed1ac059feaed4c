import { BookletState, type PublicBooklet, type Region } from '@gb/contracts';

import { escapeHtml, jsonForScript } from './escape-html.js';
import { localizedUrl, pageLocale, parseLocale } from './page-language.js';
import { bookletAvailability } from './page-json-ld.js';
import { matchPageRoute } from './page-route.js';
import { describeText, trimToLength } from './page-text.js';

const REGIONS: Region[] = [{ id: 4, name: 'Zugerland', canonical: 'zugerland', sortId: 40 }];

describe('matchPageRoute', () => {
  it('tells Home, text pages, regions, the dashboard and unknown pages apart', () => {
    expect(matchPageRoute('/', REGIONS)).toEqual({ kind: 'home', path: '/' });
    expect(matchPageRoute('/contact/', REGIONS)).toMatchObject({
      kind: 'text',
      path: '/contact',
      canonical: 'contact',
      titleKey: 'routes.contact',
    });
    expect(matchPageRoute('/ZugerLand', REGIONS)).toMatchObject({
      kind: 'region',
      path: '/zugerland',
    });
    expect(matchPageRoute('/dashboard', REGIONS)).toEqual({ kind: 'dashboard' });
    expect(matchPageRoute('/dashboard/vouchers/5', REGIONS)).toEqual({ kind: 'dashboard' });
    expect(matchPageRoute('/dashboards', REGIONS)).toEqual({ kind: 'notFound' });
    expect(matchPageRoute('/wallet', REGIONS)).toEqual({ kind: 'private' });
    expect(matchPageRoute('/wallet/AbC-123_x', REGIONS)).toEqual({ kind: 'private' });
    expect(matchPageRoute('/wallets', REGIONS)).toEqual({ kind: 'notFound' });
    expect(matchPageRoute('/zugerland/more', REGIONS)).toEqual({ kind: 'notFound' });
  });
});

describe('pageLocale', () => {
  const requestWith = (query: Record<string, unknown>, cookie?: string) => ({
    query,
    headers: cookie ? { cookie } : {},
  });

  it('takes ?lang= first, then the language cookie, then German', () => {
    expect(pageLocale(requestWith({ lang: 'en-US' }, 'gb.locale=de-CH'))).toBe('en-US');
    expect(pageLocale(requestWith({ lang: 'EN' }))).toBe('en-US');
    expect(pageLocale(requestWith({}, 'a=b; gb.locale=en-US'))).toBe('en-US');
    expect(pageLocale(requestWith({ lang: 'fr' }, 'gb.locale=xx'))).toBe('de-CH');
    expect(pageLocale(requestWith({ lang: ['en-US'] }))).toBe('de-CH');
    expect(parseLocale(undefined)).toBeUndefined();
  });

  it('puts English pages under ?lang=en-US and German ones at the plain path', () => {
    expect(localizedUrl('https://x.ch', '/contact', 'de-CH')).toBe('https://x.ch/contact');
    expect(localizedUrl('https://x.ch', '/contact', 'en-US')).toBe(
      'https://x.ch/contact?lang=en-US',
    );
  });
});

describe('describeText', () => {
  it('joins the paragraphs and cuts at a word with an ellipsis', () => {
    expect(describeText('First line\n\n  Second   line ')).toBe('First line Second line');
    expect(trimToLength('one two three four', 12)).toBe('one two…');
    expect(trimToLength('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('escaping', () => {
  it('escapes markup in text and attributes, and keeps JSON from closing its script', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
    expect(jsonForScript({ name: '</script><script>' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>"}',
    );
  });
});

describe('bookletAvailability', () => {
  const now = new Date('2026-09-01T00:00:00Z');
  const booklet = (state: BookletState, dates: Partial<PublicBooklet> = {}) =>
    ({
      state,
      preOrderFromDate: '2026-06-01T00:00:00Z',
      orderFromDate: '2026-08-01T00:00:00Z',
      ...dates,
    }) as PublicBooklet;

  it('follows the booklet state and its dates', () => {
    expect(bookletAvailability(booklet(BookletState.SoldOut), now)).toBe(
      'https://schema.org/SoldOut',
    );
    expect(bookletAvailability(booklet(BookletState.Published), now)).toBe(
      'https://schema.org/InStock',
    );
    expect(
      bookletAvailability(
        booklet(BookletState.Draft, { orderFromDate: '2026-10-01T00:00:00Z' }),
        now,
      ),
    ).toBe('https://schema.org/PreOrder');
    expect(
      bookletAvailability(booklet(BookletState.Published, { preOrderFromDate: null }), now),
    ).toBe('https://schema.org/OutOfStock');
  });
});
