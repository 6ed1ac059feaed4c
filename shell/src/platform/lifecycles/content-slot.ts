/** The element of the frame where the active remote renders. */
export const CONTENT_SLOT_ID = 'gb-content';

/**
 * Each application gets its own child of the content slot, so a remote unmounting never
 * touches the root of the one mounting next.
 */
export function contentSlotFor(appName: string): HTMLElement {
  const id = `gb-app-${appName}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById(CONTENT_SLOT_ID) ?? document.body).appendChild(element);
  return element;
}
