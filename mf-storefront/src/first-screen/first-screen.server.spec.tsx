import { BookletState, type FirstScreenInput, type PublicBooklet } from '@gb/contracts';

// React's server renderer for browsers (what jsdom resolves) schedules its work through a
// MessageChannel, which jsdom lacks; a string is drawn at once, so a timer stands in for it.
class TimerChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({}), 0) };
}
globalThis.MessageChannel ??= TimerChannel as unknown as typeof globalThis.MessageChannel;
const { renderFirstScreen } = await import('./first-screen.server');

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T10:00:00Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

function booklet(overrides: Partial<PublicBooklet>): PublicBooklet {
  return {
    id: 1,
    regionId: 1,
    regionName: 'Aarau-Baden',
    regionCanonical: 'aarau-baden',
    year: 2026,
    state: BookletState.Published,
    unitPrice: 45,
    currency: 'CHF',
    orderFromDate: daysFromNow(-30),
    preOrderFromDate: daysFromNow(-60),
    hasCoverImage: true,
    coverImageId: 7,
    voucherCount: 118,
    ...overrides,
  };
}

const BOOKLETS = [
  booklet({
    id: 3,
    regionName: 'Winterthur',
    year: 2027,
    hasCoverImage: false,
    coverImageId: null,
  }),
  booklet({ id: 1 }),
  booklet({ id: 2, regionName: 'Zugerland', state: BookletState.SoldOut, voucherCount: 96 }),
];

function drawn(input: Partial<FirstScreenInput>) {
  const { head, body } = renderFirstScreen({
    page: 'home',
    locale: 'de-CH',
    text: 'Hallo <Nachbarn> & Freunde\nFragen an info@demo.ch',
    booklets: BOOKLETS,
    now: NOW.toISOString(),
    base: '/mf/storefront/',
    ...input,
  });
  const page = document.createElement('div');
  page.innerHTML = body;
  return { head, page };
}

const texts = (page: HTMLElement, selector: string) =>
  [...page.querySelectorAll(selector)].map((element) => element.textContent);

describe("a public page's first screen drawn on the server", () => {
  it("draws Home's banner, welcome text and booklets, by year, the first cover fetched first", () => {
    const { head, page } = drawn({});
    expect(head).toMatch(/^<style data-styled/);
    expect(page.querySelector('header h1')?.textContent).toBe('Zwei geniessen, einer bezahlt');
    expect(texts(page, 'header a')).toEqual(['Zu den Gutscheinen', 'Jetzt bestellen']);
    expect(page.querySelector('header a:last-of-type')?.getAttribute('href')).toBe('#order');
    // The poster shows; the app's video beneath loads the film.
    expect(page.querySelector('header video')?.getAttribute('preload')).toBe('none');
    expect(texts(page, 'h2')).toEqual(['Willkommen', 'Unsere Booklets']);
    expect(texts(page, 'p').slice(0, 2)).toEqual([
      'Hallo <Nachbarn> & Freunde',
      'Fragen an info@demo.ch',
    ]);
    expect(page.querySelector('p a')?.getAttribute('href')).toBe('mailto:info@demo.ch');
    const cards = [...page.querySelectorAll('article')];
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Aarau-Baden 2026',
      'Zugerland 2026',
      'Winterthur 2027',
    ]);
    expect(texts(page, 'h3')).toEqual(['2026', '2027']);
    const covers = page.querySelectorAll('article img');
    expect(covers[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(covers[1]!.getAttribute('loading')).toBe('lazy');
    // The order badge leads to Home's order form with the booklet ticked.
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toBe('/#order-1');
    expect(cards[0]!.querySelector('a')?.textContent).toBe('Bestellen!');
    expect(cards[0]!.textContent).toContain('118 Gutscheine');
    expect(cards[1]!.textContent).toContain('Ausverkauft');
    // The page beneath keeps its own ids (anchors and labels).
    expect(page.querySelector('#booklets, #welcome')).toBeNull();
  });

  it("draws a regional page's name, intro and booklets in the page's language", () => {
    const { page } = drawn({
      page: 'region',
      locale: 'en-US',
      heading: 'Aarau-Baden',
      text: 'Welcome to the region.',
      booklets: [BOOKLETS[1]!],
    });
    expect(page.querySelector('h1')?.textContent).toBe('Aarau-Baden');
    expect(page.querySelector('header')).toBeNull();
    expect(texts(page, 'h2')).toEqual(['Our booklets']);
    expect(page.querySelector('article')?.textContent).toContain('118 vouchers');
  });

  it("draws a text page's title and text, without booklets", () => {
    const { page } = drawn({ page: 'text', heading: 'Kontakt', text: 'Schreiben Sie uns.' });
    expect(texts(page, 'h1, p')).toEqual(['Kontakt', 'Schreiben Sie uns.']);
    expect(page.querySelector('article, main')).toBeNull();
  });
});
