import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { circleQueries, practisePath } from '../api';
import { ProgressBar, useDescribeAssignment } from './assignment-panel';

/**
 * The signed-in member's assignments this week, one line per circle that has one, each with a one-click
 * Practise. Shows nothing when there is none, so the dashboard of someone in no circle does not change.
 */
export function DashboardAssignmentList() {
  const { t } = useTranslation('circles');
  const describe = useDescribeAssignment();
  const circles = useQuery(circleQueries.mine());
  const withAssignment = circles.data?.circles.filter((c) => c.assignment) ?? [];
  if (withAssignment.length === 0) return null;
  return (
    <section
      aria-labelledby="circle-assignments-title"
      className="rounded-2xl border border-line bg-surface-raised p-5"
      data-testid="dashboard-circle-assignments"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="circle-assignments-title" className="text-lg font-semibold">
          {t('dashboard.heading')}
        </h2>
        <Link href="/circles" className="text-sm text-brand underline underline-offset-2">
          {t('dashboard.circles')}
        </Link>
      </div>
      <ul className="mt-3 grid gap-3">
        {withAssignment.map((circle) => {
          const a = circle.assignment!;
          return (
            <li
              key={circle.id}
              className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center"
              data-testid="dashboard-assignment"
            >
              <div className="grid gap-1">
                <Link
                  href={`/circles/${circle.id}`}
                  className="font-medium hover:underline"
                  dir="auto"
                  aria-label={t('dashboard.openCircle', { name: circle.name })}
                >
                  {circle.name}
                </Link>
                <span className="text-sm text-ink-muted">{describe(a)}</span>
                <ProgressBar percent={a.myProgress.percent} label={`${circle.name}: ${describe(a)}`} />
                <span className="text-xs text-ink-muted">
                  {t('assignment.progress', {
                    done: a.myProgress.done,
                    target: a.myProgress.target,
                    percent: a.myProgress.percent,
                  })}
                </span>
              </div>
              <Link
                href={practisePath(a, circle.id)}
                className={buttonClasses('primary', 'md')}
                data-testid="dashboard-assignment-practise"
              >
                {t('assignment.practise')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
