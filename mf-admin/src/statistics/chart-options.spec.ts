import { formatNumber } from 'chart.js/helpers';

import { chartOptions, dayPointRadius } from './chart-options';

describe('chartOptions', () => {
  // Browsers write de-CH's group mark as ’, some ICU builds of Node.js as '.
  it.each([
    ['de-CH', /^3[’']000$/],
    ['en-US', /^3,000$/],
  ] as const)('has Chart.js write numbers as %s does', (locale, written) => {
    expect(formatNumber(3000, chartOptions(locale).locale)).toMatch(written);
    expect(formatNumber(3000, chartOptions(locale, { stacked: true }).locale)).toMatch(written);
  });
});

describe('dayPointRadius', () => {
  it('draws the points of a single day, and none on a longer line', () => {
    expect(dayPointRadius(1)).toBeGreaterThan(0);
    expect(dayPointRadius(2)).toBe(0);
    expect(dayPointRadius(90)).toBe(0);
  });
});
