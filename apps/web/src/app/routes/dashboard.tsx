import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, ChevronDown, Download, Moon, Printer, Search, Shuffle } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { DashboardAssignments } from '../../features/circles';
import { UnitsOverview } from '../../features/dialogue';
import {
  downloadText,
  PhraseLibrary,
  PracticeCards,
  RecentActivity,
  TodayCard,
  TodayStats,
  WeeklyProgress,
  WeeklyReport,
  weeklyReportCsv,
} from '../../features/dashboard';
import { analyticsCsv, analyticsQueries } from '../../features/analytics';
import { randomExerciseType } from '../../features/exercise';
import { useOpenExerciseTypes } from '../../features/billing';
import { progressQueries } from '../../features/progress';
import { useActingUserId, useSession } from '../../features/session';
import { setTheme, storedTheme } from '../../lib/theme';

export function DashboardPage() {
  const { t } = useTranslation('learning');
  const { t: tq } = useTranslation('quran');
  const { t: ta } = useTranslation('analytics');
  const session = useSession();
  const userId = useActingUserId();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [dark, setDark] = useState(() => storedTheme() === 'dark');
  const openTypes = useOpenExerciseTypes();

  const exportCsv = async () => {
    const [week, analytics] = await Promise.all([
      queryClient.fetchQuery(progressQueries.weekly(userId)),
      queryClient.fetchQuery(analyticsQueries.all(userId)),
    ]);
    downloadText(
      `lisan-report-${week.days[6]?.date ?? 'week'}.csv`,
      `${weeklyReportCsv(week)}\r\n${analyticsCsv(analytics)}`,
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8" data-testid="page-dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {session.status === 'signedIn'
              ? t('dashboard.greeting', { name: session.user.firstName })
              : t('dashboard.greetingGuest')}
          </h1>
          {session.status !== 'signedIn' && (
            <p className="mt-1 text-sm text-ink-muted">{t('dashboard.guestNote')}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm">
            <Moon aria-hidden className="size-4" />
            <span>{t('dashboard.darkMode')}</span>
            <input
              type="checkbox"
              role="switch"
              data-testid="dark-mode-toggle"
              className="size-4 accent-[var(--color-brand)]"
              checked={dark}
              onChange={(event) => {
                setDark(event.target.checked);
                setTheme(event.target.checked ? 'dark' : 'light');
              }}
            />
          </label>
          <Link href="/analytics" className={buttonClasses('secondary', 'md')} data-testid="analytics-link">
            <BarChart3 aria-hidden className="size-4" />
            {ta('link')}
          </Link>
          <Link
            href="/which-verse"
            className={buttonClasses('secondary', 'md')}
            data-testid="which-verse-link"
          >
            <Search aria-hidden className="size-4" />
            {tq('title')}
          </Link>
          <Button
            variant="secondary"
            onClick={() =>
              void openTypes.whenKnown().then((open) => navigate(`/exercise/${randomExerciseType(open)}`))
            }
            data-testid="random-exercise"
          >
            <Shuffle aria-hidden className="size-4" />
            {t('dashboard.randomExercise')}
          </Button>
          <DropdownMenu.Root>
            {/* Secondary: the page's one primary action is today's practice. */}
            <DropdownMenu.Trigger className={buttonClasses('secondary', 'md')} data-testid="export-report">
              <Download aria-hidden className="size-4" />
              {t('dashboard.exportReport')}
              <ChevronDown aria-hidden className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-48 rounded-xl border border-line bg-surface-raised p-1 text-ink shadow-lg"
              >
                <DropdownMenu.Item
                  data-testid="export-csv"
                  onSelect={() => void exportCsv()}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-sunken"
                >
                  <Download aria-hidden className="size-4" />
                  {t('dashboard.exportCsv')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  asChild
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-sunken"
                >
                  <Link href="/dashboard/report" data-testid="export-printable">
                    <Printer aria-hidden className="size-4" />
                    {t('dashboard.printableReport')}
                  </Link>
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
      {/* Today's practice first: the cards, charts and the library follow below it. */}
      <TodayCard />
      {session.status === 'signedIn' && <DashboardAssignments />}
      <TodayStats userId={userId} />
      <div className="grid gap-6 lg:grid-cols-2">
        <WeeklyProgress userId={userId} />
        <RecentActivity userId={userId} />
      </div>
      <PracticeCards />
      <UnitsOverview />
      <WeeklyReport userId={userId} />
      <PhraseLibrary />
    </div>
  );
}
