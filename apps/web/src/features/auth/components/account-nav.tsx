import { useQuery } from '@tanstack/react-query';
import { Flame, LayoutDashboard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { progressQueries } from '../../progress';
import { useSession } from '../../session';

/**
 * The avatar menu (Radix DropdownMenu with its positioning and focus machinery, ~15 KB gzipped) is only shown to
 * signed-in users, so it loads on demand and stays out of a first visit's landing bundle.
 */
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/**
 * The header's account corner: for a signed-in learner the way back to their lesson (Dashboard; an icon alone on a
 * phone) and the avatar menu, else the sign-in and sign-up links.
 */
export function AccountNav() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'signedIn')
    return (
      <>
        <Streak userId={session.user.id} />
        <Link
          href="/dashboard"
          className={buttonClasses('ghost', 'md', 'whitespace-nowrap')}
          data-testid="header-dashboard"
        >
          <LayoutDashboard aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('nav.dashboard')}</span>
        </Link>
        <Suspense fallback={<span className="size-10 rounded-full bg-surface-sunken" aria-hidden />}>
          <UserMenu user={session.user} />
        </Suspense>
      </>
    );
  if (session.status !== 'signedOut') return null;
  return (
    <>
      <Link
        href="/signin"
        // Narrower on a phone: beside the language control, Arabic's wider words must still fit on one line.
        className={buttonClasses('ghost', 'md', 'whitespace-nowrap max-sm:px-2')}
        data-testid="header-signin"
      >
        {t('nav.signIn')}
      </Link>
      <Link
        href="/signup"
        className={buttonClasses('primary', 'md', 'whitespace-nowrap max-sm:px-3')}
        data-testid="header-signup"
      >
        {t('nav.signUp')}
      </Link>
    </>
  );
}

/** The learner's streak (days in a row with practice), beside their way back to the lesson; nothing until known. */
function Streak({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('learning');
  const daily = useQuery(progressQueries.daily(userId));
  if (!daily.data) return null;
  const days = daily.data.streakDays;
  return (
    <span
      className={`inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold ${days > 0 ? 'text-accent' : 'text-ink-muted'}`}
      title={t('dashboard.streak')}
      data-testid="header-streak"
      data-days={days}
    >
      <Flame aria-hidden className="size-5" />
      <span aria-hidden>{formatNumber(days, i18n.language)}</span>
      <span className="sr-only">{t('today.streakDays', { count: days })}</span>
    </span>
  );
}
