import type { CircleDetail } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { circleQueries, useCircleActions } from '../api';
import { ProgressBar } from './assignment-panel';
import { useRun } from './use-run';
import { formatNumber } from '../../../lib/format';

export function CircleBoard({ circle }: { circle: CircleDetail }) {
  const { t, i18n } = useTranslation('circles');
  const board = useQuery(circleQueries.board(circle.id));
  const { hide } = useCircleActions(circle.id);
  const run = useRun();
  const number = { format: (n: number) => formatNumber(n, i18n.language) };
  const cell = 'px-3 py-2 text-start';
  return (
    <section
      aria-labelledby="board-heading"
      className="rounded-2xl border border-line bg-surface-raised p-5"
      data-testid="circle-board"
    >
      <h2 id="board-heading" className="text-lg font-semibold">
        {t('board.heading')}
      </h2>
      {!board.data ? (
        <p className="mt-3 text-ink-muted">{t('loading')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('board.caption')}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className={cell}>
                  {t('board.name')}
                </th>
                <th scope="col" className={cell}>
                  {t('board.exercises')}
                </th>
                <th scope="col" className={cell}>
                  {t('board.accuracy')}
                </th>
                <th scope="col" className={cell}>
                  {t('board.streak')}
                </th>
                {board.data.assignment && (
                  <th scope="col" className={cell}>
                    {t('board.assignment')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {board.data.rows.map((row) => (
                <tr
                  key={row.userId}
                  className="border-b border-line last:border-0"
                  data-testid="board-row"
                  data-me={row.isMe || undefined}
                >
                  <th scope="row" className={`${cell} font-medium`}>
                    <span dir="auto">{row.displayName}</span>
                    {row.role === 'teacher' && (
                      <span className="ms-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs">
                        {t('role.teacher')}
                      </span>
                    )}
                    {row.isMe && (
                      <span className="ms-2 text-xs text-ink-muted">
                        ({row.hidden ? t('board.hiddenRow') : t('board.you')})
                      </span>
                    )}
                  </th>
                  <td className={cell} data-testid="board-exercises">
                    {number.format(row.exercises)}
                  </td>
                  <td className={cell}>{number.format(row.accuracy)}%</td>
                  <td className={cell}>{number.format(row.streakDays)}</td>
                  {row.assignment && (
                    <td className={`${cell} min-w-32`}>
                      <ProgressBar
                        percent={row.assignment.percent}
                        label={`${row.displayName}: ${t('board.assignment')}`}
                      />
                      <span className="text-xs text-ink-muted">
                        {number.format(row.assignment.done)} / {number.format(row.assignment.target)}
                      </span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {board.data.hiddenCount > 0 && (
            <p className="mt-2 text-xs text-ink-muted">
              {t('board.hiddenCount', { count: board.data.hiddenCount })}
            </p>
          )}
        </div>
      )}
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-brand)]"
          checked={circle.hiddenFromBoard}
          disabled={hide.isPending}
          onChange={(e) => void run(() => hide.mutateAsync(e.target.checked))}
          data-testid="hide-from-board"
        />
        <span>
          {t('board.hideMe')}
          <span className="block text-xs text-ink-muted">{t('board.hideMeHint')}</span>
        </span>
      </label>
    </section>
  );
}
