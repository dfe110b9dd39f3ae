import type { WeeklyStats } from '@lisan/contract';

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
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
