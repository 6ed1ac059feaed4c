import { jest } from '@jest/globals';
import { FIRST_SCREEN } from '@gb/contracts';

import { watchFirstScreen } from './first-screen';

const present = () => document.getElementById(FIRST_SCREEN.elementId) !== null;
const routed = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

describe("the server's first screen", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `<div id="${FIRST_SCREEN.elementId}"></div><div id="root"></div>`;
    watchFirstScreen();
  });

  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('stays while the page is on its way, through a routing event of the same page', () => {
    routed('/');
    jest.advanceTimersByTime(9_000);
    expect(present()).toBe(true);
  });

  it('goes once the storefront drew the page', () => {
    window.dispatchEvent(new Event(FIRST_SCREEN.drawnEvent));
    expect(present()).toBe(false);
  });

  it('goes as soon as the visitor is on another page', () => {
    routed('/contact');
    expect(present()).toBe(false);
  });

  it('goes after 10 s whatever became of the page', () => {
    jest.advanceTimersByTime(10_000);
    expect(present()).toBe(false);
  });
});
