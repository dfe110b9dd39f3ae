/**
 * Time zones and calendar arithmetic in them, for every module. "Today" for statistics is the learner's local
 * day, so its bounds are computed as UTC instants and queried as a range (PGlite and PostgreSQL then agree
 * exactly). A zone from a client is checked by the contract's `isTimeZone`, the one check there is.
 */
import { isTimeZone } from '@lisan/contract';

/** A time zone name the server can use, else UTC (a header or a stored zone is the client's word). */
export function usableTimeZone(value: string | null | undefined): string {
  return value && isTimeZone(value) ? value : 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(instant: Date, timeZone: string) {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return values as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The local calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Minutes since local midnight on the wall clock of a time zone at an instant (08:30 → 510). */
export function localMinutesOf(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

/** Offset of the time zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant local midnight begins on a date in a time zone (DST-safe: the offset is re-read at the result). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  let guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  guess = midnightUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/** The Monday-to-Sunday week containing `now` in a time zone. */
export interface LocalWeek {
  /** The Monday, YYYY-MM-DD in the zone. */
  weekStart: string;
  /** The Sunday, inclusive. */
  weekEnd: string;
  from: Date;
  to: Date;
}

/** The Monday (YYYY-MM-DD) of the local week that contains `instant` in a time zone. */
export function weekStartOf(instant: Date, timeZone: string): string {
  const today = localDateOf(instant, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(today, -sinceMonday);
}

/** The week (Monday to Sunday in the time zone) that contains `now`. */
export function weekOf(timeZone: string, now = new Date()): LocalWeek {
  const weekStart = weekStartOf(now, timeZone);
  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    from: startOfLocalDay(weekStart, timeZone),
    to: startOfLocalDay(addDays(weekStart, 7), timeZone),
  };
}
