/** Anchors of Home's sections that buttons and cards scroll to. */
export const SECTION_IDS = { vouchers: 'vouchers', order: 'order' } as const;

/** A smooth scroll is over by then; a later scroll is the visitor's own. */
const LANDING_WINDOW_MS = 3000;

export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  // Already there (the browser restored the anchor): nothing scrolls, so no scrollend follows.
  if (Math.abs(section.getBoundingClientRect().top) < 1) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // A section passed on the way may grow meanwhile (the order form arrives when it nears the
  // viewport), which moves the target: land on it once the smooth scroll is over.
  const land = () => section.scrollIntoView({ block: 'start' });
  window.addEventListener('scrollend', land, { once: true });
  setTimeout(() => window.removeEventListener('scrollend', land), LANDING_WINDOW_MS);
}
