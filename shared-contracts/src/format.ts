import { CURRENCY, type Locale } from './enums.js';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

/** Swiss grouping mark; ICU versions differ (`'` or `’`), so it is fixed here. */
const SWISS_GROUP_SEPARATOR = '’';
/** Intl separates currency and amount by a no-break space; screens and tests expect a plain one. */
const NO_BREAK_SPACES = /[\u00a0\u202f]/g;
const BUSINESS_TIME_ZONE = 'Europe/Zurich';

function moneyFormat(locale: Locale): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency: CURRENCY });
}

/** `CHF 1’234.50` in de-CH, `CHF 1,234.50` in en-US. */
export function formatMoney(amount: number, locale: Locale): string {
  return moneyFormat(locale)
    .formatToParts(amount)
    .map((part) =>
      part.type === 'group' && locale === 'de-CH' ? SWISS_GROUP_SEPARATOR : part.value,
    )
    .join('')
    .replace(NO_BREAK_SPACES, ' ');
}

function formatIso(iso: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, ...options })
    .format(date)
    .replace(NO_BREAK_SPACES, ' ');
}

/** `01.08.2025` in de-CH, `08/01/2025` in en-US; empty for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  return formatIso(iso, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Date and time in Swiss time, e.g. `01.08.2025, 14:30`. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  return formatIso(iso, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A share as a whole percentage: `33 %` in de-CH, `33%` in en-US. */
export function formatPercent(share: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    .format(share)
    .replace(NO_BREAK_SPACES, ' ');
}

/** A number with at most two decimals, grouped as the locale groups: `1’234.25` in de-CH. */
export function formatDecimal(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 2 })
    .formatToParts(value)
    .map((part) =>
      part.type === 'group' && locale === 'de-CH' ? SWISS_GROUP_SEPARATOR : part.value,
    )
    .join('');
}

/** A booklet as every screen names it: its region and year ("Aarau-Baden 2027"). */
export function bookletName(booklet: { regionName: string; year: number }): string {
  return `${booklet.regionName} ${booklet.year}`;
}
