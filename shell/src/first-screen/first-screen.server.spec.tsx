import type { Locale } from '@gb/contracts';

import { theme } from '../platform/theme/theme';

// React's server renderer for browsers (what jsdom resolves) schedules its work through a
// MessageChannel, which jsdom lacks; a string is drawn at once, so a timer stands in for it.
class TimerChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({}), 0) };
}
globalThis.MessageChannel ??= TimerChannel as unknown as typeof globalThis.MessageChannel;
const { renderFirstScreen } = await import('./first-screen.server');

const PAGE = { head: '<style data-styled="true">.page{}</style>', body: '<h1>Willkommen</h1>' };

function drawn(locale: Locale) {
  const { head, body } = renderFirstScreen({ locale, page: PAGE });
  const holder = document.createElement('div');
  holder.innerHTML = body;
  return { head, body, screen: holder.querySelector<HTMLElement>('#gb-first-screen')! };
}

const texts = (screen: HTMLElement, selector: string) =>
  [...screen.querySelectorAll(selector)].map((element) => element.textContent);

describe("the server's first screen: a visitor's top bar around the page", () => {
  it('draws the top bar of a visitor in German: the site, its pages, both languages, German marked', () => {
    const { screen } = drawn('de-CH');
    expect(screen.lang).toBe('de-CH');
    // The app beneath takes over for assistive technology and the keyboard.
    expect(screen.getAttribute('aria-hidden')).toBe('true');
    const bar = screen.querySelector('header')!;
    expect(bar.querySelector('a[href="/"]')?.textContent).toBe('2für1 Gutscheinbuch');
    expect(bar.querySelector('a[href="/"] img')?.getAttribute('alt')).toBe('');
    expect(texts(bar, 'nav > a')).toEqual(['Kontakt', 'Partner werden']);
    expect([...bar.querySelectorAll('nav > a')].map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/become-partner',
    ]);
    const languages = [...bar.querySelectorAll('[role="group"] a')];
    expect(languages.map((link) => link.getAttribute('href'))).toEqual([
      '?lang=de-CH',
      '?lang=en-US',
    ]);
    expect(languages.map((link) => link.getAttribute('aria-current'))).toEqual(['true', 'false']);
    // A logged-out visitor: no menu.
    expect(bar.querySelector('button')).toBeNull();
    expect(
      [...screen.querySelectorAll('a')].every((link) => link.getAttribute('tabindex') === '-1'),
    ).toBe(true);
  });

  it('speaks English when the page does, English marked', () => {
    const { screen } = drawn('en-US');
    expect(screen.lang).toBe('en-US');
    expect(screen.querySelector('header a[href="/"]')?.textContent).toBe('2for1 voucher booklet');
    expect(texts(screen, 'header nav > a')).toEqual(['Contact', 'Become a partner']);
    expect(
      [...screen.querySelectorAll('[role="group"] a')].map((link) =>
        link.getAttribute('aria-current'),
      ),
    ).toEqual(['false', 'true']);
  });

  it('places the page below the top bar and its styles after its own, from the theme', () => {
    const { head, body, screen } = drawn('de-CH');
    expect(screen.querySelector('header + div')?.innerHTML).toBe(PAGE.body);
    expect(head.endsWith(PAGE.head)).toBe(true);
    expect(head).toMatch(/^<style data-styled="true"/);
    expect(head).toContain(`background:${theme.colors.primary};color:${theme.colors.onPrimary};`);
    // The page's own styles (the platform's global style) come with it.
    expect(head).toContain(`color:${theme.colors.text};background:${theme.colors.background};`);
    expect(body).not.toContain('<style');
  });
});
