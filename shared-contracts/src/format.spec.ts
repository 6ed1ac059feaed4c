import { formatDate, formatDateTime, formatMoney } from './format.js';

describe('formatMoney', () => {
  it('writes Swiss francs the Swiss way', () => {
    expect(formatMoney(1234.5, 'de-CH')).toBe('CHF 1’234.50');
    expect(formatMoney(0, 'de-CH')).toBe('CHF 0.00');
  });

  it('writes Swiss francs the American way in English', () => {
    expect(formatMoney(1234.5, 'en-US')).toBe('CHF 1,234.50');
  });
});

describe('formatDate', () => {
  it('writes the Swiss calendar day in either locale', () => {
    // 23:30 UTC on 31 July is already 1 August in Switzerland.
    expect(formatDate('2025-07-31T23:30:00Z', 'de-CH')).toBe('01.08.2025');
    expect(formatDate('2025-07-31T23:30:00Z', 'en-US')).toBe('08/01/2025');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(null, 'de-CH')).toBe('');
    expect(formatDate('not a date', 'de-CH')).toBe('');
  });

  it('adds the Swiss time of day', () => {
    expect(formatDateTime('2025-08-01T12:30:00Z', 'de-CH')).toBe('01.08.2025, 14:30');
  });
});

describe('formatDateTime in English', () => {
  it('separates the time and AM/PM with a plain space', () => {
    expect(formatDateTime('2025-08-01T12:30:00Z', 'en-US')).toBe('08/01/2025, 02:30 PM');
  });
});
