/**
 * The catalogue wording the frame, the storefront and Home's first screen use: whole top-level
 * groups, or single words of a group (`group.key`) where the rest of it belongs to forms and
 * dialogs. Everything else (forms, dialogs, dashboard screens, mails, invoices) is downloaded
 * with the code that needs it: `loadRemainingCatalogue()` from the platform.
 */
export const FIRST_LOAD_WORDING = [
  'site',
  'routes',
  'topBar',
  'footer',
  'remoteError',
  'locales',
  'booklet',
  'home',
  'voucherFilter',
  'outlets',
  // The storefront's loading and error states and its slideshow (loaded without the rest).
  'common.loading',
  'common.close',
  'common.previous',
  'common.next',
  'common.flip',
  'errors.generic',
  'errors.textBlockNotFound',
];

/**
 * The catalogue cut in two: `firstLoad` holds the wording of `FIRST_LOAD_WORDING`, `remaining`
 * everything else, so that merging both gives the whole catalogue back.
 */
export function splitCatalogue(catalogue) {
  const firstLoad = {};
  const remaining = {};
  for (const [group, words] of Object.entries(catalogue)) {
    if (FIRST_LOAD_WORDING.includes(group)) {
      firstLoad[group] = words;
      continue;
    }
    const keys = new Set(
      FIRST_LOAD_WORDING.filter((entry) => entry.startsWith(`${group}.`)).map((entry) =>
        entry.slice(group.length + 1),
      ),
    );
    const [picked, rest] = [{}, {}];
    for (const [key, text] of Object.entries(words)) (keys.has(key) ? picked : rest)[key] = text;
    if (keys.size > 0) firstLoad[group] = picked;
    if (Object.keys(rest).length > 0) remaining[group] = rest;
  }
  return { firstLoad, remaining };
}
