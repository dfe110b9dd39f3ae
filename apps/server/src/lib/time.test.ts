import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, startOfLocalDay } from './time.js';

describe('local dates', () => {
  it('puts an answer late in the UTC evening on the next day in Riyadh', () => {
    const instant = new Date('2026-03-10T22:30:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2026-03-10');
    expect(localDateOf(instant, 'Asia/Riyadh')).toBe('2026-03-11');
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2026-03-10');
  });

  it('finds local midnight as a UTC instant', () => {
    expect(startOfLocalDay('2026-03-11', 'Asia/Riyadh').toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(startOfLocalDay('2026-03-11', 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'Asia/Jakarta').toISOString()).toBe('2026-01-14T17:00:00.000Z');
  });

  it('handles the days daylight saving time starts and ends', () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01; midnight is EST (-5) on both days.
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
