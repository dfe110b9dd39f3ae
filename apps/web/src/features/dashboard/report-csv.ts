import type { WeeklyStats } from '@lisan/contract';
import { csvTable } from '../../lib/csv';

/** The week as CSV: one row per day and a totals row, numbers unformatted so spreadsheets read them. */
export function weeklyReportCsv(week: WeeklyStats): string {
  const header = ['date', 'exercises_completed', 'correct', 'accuracy_percent', 'phrases_practised'];
  const rows = week.days.map((d) => [
    d.date,
    d.exercicesCompleted,
    d.correctCount,
    d.accuracyRate,
    d.phrasesUsed,
  ]);
  rows.push([
    'total',
    week.totals.exercicesCompleted,
    week.totals.correctCount,
    week.totals.accuracyRate,
    week.totals.phrasesUsed,
  ]);
  return `${csvTable([header, ...rows])}\r\n`;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
