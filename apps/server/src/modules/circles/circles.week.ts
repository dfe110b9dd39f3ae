import { addDays, localDateOf, startOfLocalDay } from '../progress/index.js';

export interface CircleWeek {
  /** The Monday, YYYY-MM-DD in the circle's zone. */
  weekStart: string;
  /** The Sunday, inclusive. */
  weekEnd: string;
  from: Date;
  to: Date;
}

/** The circle's week (Monday to Sunday in its time zone) that contains `now`. */
export function weekOf(timeZone: string, now = new Date()): CircleWeek {
  const today = localDateOf(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const weekStart = addDays(today, -sinceMonday);
  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    from: startOfLocalDay(weekStart, timeZone),
    to: startOfLocalDay(addDays(weekStart, 7), timeZone),
  };
}

/** Zone names already checked: building a formatter to check one costs more than the board's own work. */
const usableZones = new Set<string>();

/** A time zone name the server can use, else UTC (the header is the client's word). */
export function usableTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64) return 'UTC';
  if (usableZones.has(value)) return value;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    // Only real zone names are kept, so the set stays as small as the zone database.
    usableZones.add(value);
    return value;
  } catch {
    return 'UTC';
  }
}
