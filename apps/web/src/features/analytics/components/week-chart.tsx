import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';

export interface ChartPoint {
  week: string;
  value: number;
}

/**
 * A small line chart of weekly values, drawn as SVG (no chart library) and mirrored for right-to-left. The
 * numbers are also in a table for screen readers, so the chart is never the only way to read them.
 */
export function WeekChart({
  points,
  max,
  label,
  valueLabel,
  format = (v, lang) => formatNumber(v, lang),
  testId,
}: {
  points: readonly ChartPoint[];
  /** Top of the scale (100 for percentages); defaults to the largest value. */
  max?: number;
  label: string;
  valueLabel: string;
  format?: (value: number, language: string) => string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const rtl = i18n.dir() === 'rtl';
  const width = 320;
  const height = 120;
  const pad = { x: 28, y: 14 };
  const top = Math.max(max ?? Math.max(...points.map((p) => p.value), 1), 1);
  const step = points.length > 1 ? (width - 2 * pad.x) / (points.length - 1) : 0;
  const xOf = (i: number) => {
    const x = points.length > 1 ? pad.x + i * step : width / 2;
    return rtl ? width - x : x;
  };
  const yOf = (v: number) => height - pad.y - (v / top) * (height - 2 * pad.y);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${xOf(i).toFixed(1)},${yOf(p.value).toFixed(1)}`)
    .join(' ');
  const weekLabel = (week: string) =>
    formatDate(`${week}T12:00:00Z`, lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <figure className="grid gap-1" data-testid={testId}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-32 w-full" role="img" aria-label={label}>
        <title>{label}</title>
        {[0, 0.5, 1].map((f) => (
          <line
            key={f}
            x1={pad.x / 2}
            x2={width - pad.x / 2}
            y1={yOf(top * f)}
            y2={yOf(top * f)}
            stroke="var(--color-line)"
            strokeDasharray="3 3"
          />
        ))}
        {points.length > 1 && (
          <path d={path} fill="none" stroke="var(--color-brand)" strokeWidth={2.5} strokeLinejoin="round" />
        )}
        {points.map((p, i) => (
          <circle key={p.week} cx={xOf(i)} cy={yOf(p.value)} r={4} fill="var(--color-brand)" />
        ))}
        {points.length > 0 && (
          <>
            <text x={xOf(0)} y={height - 1} fontSize={10} textAnchor="middle" fill="var(--color-ink-muted)">
              {weekLabel(points[0]!.week)}
            </text>
            {points.length > 1 && (
              <text
                x={xOf(points.length - 1)}
                y={height - 1}
                fontSize={10}
                textAnchor="middle"
                fill="var(--color-ink-muted)"
              >
                {weekLabel(points.at(-1)!.week)}
              </text>
            )}
          </>
        )}
      </svg>
      {/* The numbers for a screen reader; the wrapper clips the table (a table keeps its own width, and would
          widen a phone's page). */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('week')}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.week}>
                <td>{t('weekOf', { date: weekLabel(p.week) })}</td>
                <td>{format(p.value, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
