/** Anchors of Home's sections that buttons and cards scroll to. */
export const SECTION_IDS = { vouchers: 'vouchers', order: 'order' } as const;

export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // A section passed on the way may grow meanwhile (the order form arrives when it nears the
  // viewport), which moves the target: land on it once the smooth scroll is over.
  window.addEventListener('scrollend', () => section.scrollIntoView({ block: 'start' }), {
    once: true,
  });
}
