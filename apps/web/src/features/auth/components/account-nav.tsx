import { LayoutDashboard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
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
        className={buttonClasses('ghost', 'md', 'whitespace-nowrap')}
        data-testid="header-signin"
      >
        {t('nav.signIn')}
      </Link>
      <Link
        href="/signup"
        className={buttonClasses('primary', 'md', 'whitespace-nowrap')}
        data-testid="header-signup"
      >
        {t('nav.signUp')}
      </Link>
    </>
  );
}
