import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent } from './format';

describe('formatting in the interface language', () => {
  const date = new Date(Date.UTC(2025, 2, 15, 12));

  it('groups digits as each language does', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'id')).toBe('12.345');
    expect(formatNumber(12345, 'tr')).toBe('12.345');
  });

  it('keeps Western digits in Arabic', () => {
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatNumber(12345, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('formats percentages', () => {
    expect(formatPercent(0.85, 'en')).toBe('85%');
    expect(formatPercent(0.85, 'tr')).toBe('%85');
  });

  it('names months in the chosen language', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(date, 'en', options)).toBe('March 15, 2025');
    expect(formatDate(date, 'id', options)).toBe('15 Maret 2025');
    expect(formatDate(date, 'tr', options)).toBe('15 Mart 2025');
    expect(formatDate(date, 'zh', options)).toBe('2025年3月15日');
    expect(formatDate(date, 'sw', options)).toMatch(/Machi/);
    expect(formatDate(date, 'ar', options)).toMatch(/مارس/);
  });

  it('falls back to English for an unknown language', () => {
    expect(formatNumber(1000, 'xx')).toBe('1,000');
  });
});
