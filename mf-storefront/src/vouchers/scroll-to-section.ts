/** Anchors of Home's sections that buttons and cards scroll to. */
export const SECTION_IDS = { vouchers: 'vouchers', order: 'order' } as const;

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
