import type { WeeklyStats } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/*
 * Answers per day over the last week, answered and correct side by side: seven pairs of bars drawn as plain
 * SVG (a chart library was 105 KB gzipped for this one chart). Screen readers get the figure's label
 * and the numbers as a table; in a right-to-left language the days run from the right, as the text does.
 */

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 32;
const TOP = 8;
const BOTTOM = 24;

/** Gridline values: zero and four even steps up to at least the week's highest count. */
function ticksFor(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  return [0, step, step * 2, step * 3, step * 4];
}

export function WeeklyChart({ week }: { week: WeeklyStats }) {
  const { t, i18n } = useTranslation('learning');
  const rtl = i18n.dir() === 'rtl';
  const days = week.days.map((day) => ({
    key: day.date,
    label: formatDate(`${day.date}T12:00:00Z`, i18n.language, { weekday: 'short', timeZone: 'UTC' }),
    attempted: day.exercicesCompleted,
    correct: day.correctCount,
  }));
  const ticks = ticksFor(Math.max(0, ...days.map((d) => d.attempted)));
  const top = ticks[ticks.length - 1]!;
  const plotLeft = rtl ? 0 : AXIS;
  const plotWidth = WIDTH - AXIS;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.min(28, slot * 0.32);
  // The slot of the i-th day from the start of the reading direction.
  const slotStart = (index: number) => plotLeft + (rtl ? days.length - 1 - index : index) * slot;
  const series = [
    { key: 'attempted', name: t('dashboard.attempted'), fill: 'var(--color-brand-soft)' },
    { key: 'correct', name: t('dashboard.correct'), fill: 'var(--color-brand)' },
  ] as const;

  return (
    <figure className="w-full" data-testid="weekly-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('dashboard.weeklyChartLabel')}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={plotLeft}
              x2={plotLeft + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-line)"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={rtl ? WIDTH - 4 : AXIS - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fontSize={12}
              fill="var(--color-ink-muted)"
              direction="ltr"
            >
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const center = slotStart(index) + slot / 2;
          // Answered comes first in the reading direction, correct after it.
          const order = rtl ? [...series].reverse() : series;
          return (
            <g key={day.key}>
              {order.map((s, i) => {
                const value = day[s.key];
                const x = center - barWidth + i * barWidth;
                return (
                  <rect
                    key={s.key}
                    x={x + 1}
                    y={y(value)}
                    width={barWidth - 2}
                    height={Math.max(0, TOP + plotHeight - y(value))}
                    rx={3}
                    fill={s.fill}
                  >
                    <title>{`${day.label} · ${s.name}: ${value}`}</title>
                  </rect>
                );
              })}
              <text x={center} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill="var(--color-ink-muted)">
                {day.label}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Which bar is which: the two series' names, under the chart. */}
      <figcaption
        className="mt-2 flex justify-center gap-4 text-xs text-ink"
        data-testid="weekly-chart-legend"
        aria-hidden="true"
      >
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: s.fill }} />
            {s.name}
          </span>
        ))}
      </figcaption>
      {/* The numbers for a screen reader; the wrapper clips the table (a table keeps its own width). */}
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.weeklyChartLabel')}</caption>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.key}>
                <th scope="row">{day.label}</th>
                <td>{day.attempted}</td>
                <td>{day.correct}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
