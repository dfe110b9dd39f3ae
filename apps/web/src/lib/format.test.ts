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

  it('writes English whole numbers and percentages as Intl does, without it', () => {
    const intl = new Intl.NumberFormat('en');
    const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
    const numbers = [0, 1, 7, 999, 1000, 12345, 999999, 1234567, -1, -1234, 2 ** 53 - 1];
    for (const n of numbers) expect(formatNumber(n, 'en')).toBe(intl.format(n));
    const ratios = [0, 0.005, 0.015, 0.125, 0.145, 0.5, 0.855, 0.995, 1, 1.005, 12.345, 1 / 3, 2 / 3, 0.285];
    for (const r of ratios) expect(formatPercent(r, 'en')).toBe(percent.format(r));
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatPercent(-0.25, 'en')).toBe(percent.format(-0.25));
  });

  it('names English weekdays as Intl does, without it', () => {
    for (const weekday of ['short', 'long'] as const) {
      const intl = new Intl.DateTimeFormat('en', { weekday, timeZone: 'UTC' });
      for (let day = 1; day <= 14; day++) {
        const date = `2026-11-${String(day).padStart(2, '0')}T12:00:00Z`;
        expect(formatDate(date, 'en', { weekday, timeZone: 'UTC' })).toBe(intl.format(new Date(date)));
      }
    }
    // Other options and other languages still go through Intl.
    expect(formatDate('2026-11-27T12:00:00Z', 'en', { weekday: 'short' })).toMatch(/^(Thu|Fri)$/);
    expect(formatDate('2026-11-27T12:00:00Z', 'ar', { weekday: 'long', timeZone: 'UTC' })).toBe('الجمعة');
  });

  it('falls back to English for an unknown language', () => {
    expect(formatNumber(1000, 'xx')).toBe('1,000');
  });
});
