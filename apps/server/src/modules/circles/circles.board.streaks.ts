import { addDays, localDateOf, usableTimeZone } from '../../lib/time.js';

/**
 * The streak shown: the stored run if it reaches the member's today or yesterday. `todayIn` gives a zone's local
 * date (the board passes a memo: fifty members share a handful of zones).
 */
export function currentStreak(
  lastDate: string | null,
  days: number,
  timeZone: string | null,
  fallbackZone: string,
  todayIn: (zone: string) => string,
): number {
  if (!lastDate) return 0;
  const today = todayIn(usableTimeZone(timeZone ?? fallbackZone));
  return lastDate === today || lastDate === addDays(today, -1) || lastDate > today ? days : 0;
}

/** A zone's local date at `now`, worked out once per zone. */
export function todayMemo(now: Date): (zone: string) => string {
  const dates = new Map<string, string>();
  return (zone) => {
    let date = dates.get(zone);
    if (date === undefined) {
      date = localDateOf(now, zone);
      dates.set(zone, date);
    }
    return date;
  };
}
