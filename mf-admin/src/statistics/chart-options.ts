import type { Locale } from '@gb/contracts';

/** Counts have no fractions on an axis. */
const integerTicks = { precision: 0 };

/**
 * What every statistics chart draws with: its numbers (axes and tooltips) in the page's locale,
 * 3’000 in de-CH, 3,000 in en-US; the height the page gives it.
 */
export function chartOptions(locale: Locale, { stacked = false } = {}) {
  return {
    maintainAspectRatio: false,
    locale,
    scales: stacked
      ? { x: { stacked: true }, y: { stacked: true, ticks: integerTicks } }
      : { y: { ticks: integerTicks } },
  };
}

/** A line of one day alone is a point: draw the points then, or the plot stays empty. */
export function dayPointRadius(days: number): number {
  return days === 1 ? 4 : 0;
}
