import type { Locale } from '@gb/contracts';

/**
 * The locale to switch to once the logged-in user's record has arrived, or null to stay. A
 * language chosen while the record was on its way wins: the record was read before that choice
 * was saved.
 */
export function localeAfterUserLoad(
  preferred: Locale,
  localeWhenAsked: string,
  localeNow: string,
): Locale | null {
  if (localeNow !== localeWhenAsked) return null;
  return preferred === localeNow ? null : preferred;
}
