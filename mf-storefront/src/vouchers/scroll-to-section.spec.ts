import { jest } from '@jest/globals';

import { scrollToSection } from './scroll-to-section';

function sectionAt(top: number) {
  const section = document.createElement('section');
  section.id = 'vouchers';
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  section.scrollIntoView = jest.fn();
  document.body.replaceChildren(section);
  return section.scrollIntoView as jest.Mock;
}

describe('scrolling to a section of Home', () => {
  afterEach(() => jest.useRealTimers());

  it('lands on the section once the smooth scroll ends', () => {
    const scroll = sectionAt(800);
    scrollToSection('vouchers');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    window.dispatchEvent(new Event('scrollend'));
    expect(scroll).toHaveBeenLastCalledWith({ block: 'start' });
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('does not pull the visitor back on a later scroll of its own', () => {
    jest.useFakeTimers();
    const scroll = sectionAt(800);
    scrollToSection('vouchers');
    jest.advanceTimersByTime(3000);
    window.dispatchEvent(new Event('scrollend'));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the section is already at the top', () => {
    const scroll = sectionAt(0);
    scrollToSection('vouchers');
    window.dispatchEvent(new Event('scrollend'));
    expect(scroll).not.toHaveBeenCalled();
  });
});
