import type { WeeklyStats } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../../lib/format';

/** Answers per day over the last week: answered and correct side by side. Loaded on demand (recharts is large). */
export function WeeklyChart({ week }: { week: WeeklyStats }) {
  const { t, i18n } = useTranslation('learning');
  const rtl = i18n.dir() === 'rtl';
  const data = week.days.map((day) => ({
    label: formatDate(`${day.date}T12:00:00Z`, i18n.language, { weekday: 'short', timeZone: 'UTC' }),
    attempted: day.exercicesCompleted,
    correct: day.correctCount,
  }));
  return (
    <div
      className="h-64 w-full"
      role="img"
      data-testid="weekly-chart"
      aria-label={t('dashboard.weeklyChartLabel')}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }} />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            width={32}
            tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--color-surface-raised)',
              border: '1px solid var(--color-line)',
              color: 'var(--color-ink)',
            }}
          />
          {/* Which bar is which (issue 17): the two series' names, under the chart. */}
          <Legend
            verticalAlign="bottom"
            height={28}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value: string) => <span style={{ color: 'var(--color-ink)' }}>{value}</span>}
          />
          <Bar
            dataKey="attempted"
            name={t('dashboard.attempted')}
            fill="var(--color-brand-soft)"
            radius={[4, 4, 0, 0]}
          />
          <Bar
            dataKey="correct"
            name={t('dashboard.correct')}
            fill="var(--color-brand)"
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
