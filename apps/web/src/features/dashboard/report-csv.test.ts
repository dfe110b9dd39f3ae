import { describe, expect, it } from 'vitest';
import { weeklyReportCsv } from './report-csv';

describe('weekly report CSV', () => {
  it('writes one row per day and a totals row that a spreadsheet can read', () => {
    const day = (date: string, n: number) => ({
      date,
      exercicesCompleted: n,
      correctCount: n - 1,
      accuracyRate: 50,
      phrasesUsed: 1,
    });
    const csv = weeklyReportCsv({
      userId: 'u',
      timeZone: 'UTC',
      days: [
        '2026-05-02',
        '2026-05-03',
        '2026-05-04',
        '2026-05-05',
        '2026-05-06',
        '2026-05-07',
        '2026-05-08',
      ].map((d) => day(d, 2)),
      totals: { exercicesCompleted: 14, correctCount: 7, accuracyRate: 50, phrasesUsed: 3 },
      streakDays: 7,
    });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,exercises_completed,correct,accuracy_percent,phrases_practised');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe('2026-05-02,2,1,50,1');
    expect(lines[8]).toBe('total,14,7,50,3');
  });
});
