import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageToggle } from './language-toggle';

/** The site header. `account` is the corner after the language toggle (sign-in links or the avatar menu). */
export function Header({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  const navLink = 'rounded-md px-2 py-1 text-sm font-medium text-ink-muted hover:text-ink';
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand"
          data-testid="home-link"
        >
          <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.mainMenu')} className="hidden flex-1 items-center gap-2 md:flex">
          <Link href="/features" className={navLink}>
            {t('nav.features')}
          </Link>
          <Link href="/how-it-works" className={navLink}>
            {t('nav.howItWorks')}
          </Link>
          <Link href="/pricing" className={navLink}>
            {t('nav.pricing')}
          </Link>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle />
          {account}
        </div>
      </div>
      <nav
        aria-label={t('nav.mainMenu')}
        className="flex items-center gap-2 overflow-x-auto px-4 pb-2 md:hidden"
      >
        <Link href="/features" className={navLink}>
          {t('nav.features')}
        </Link>
        <Link href="/how-it-works" className={navLink}>
          {t('nav.howItWorks')}
        </Link>
        <Link href="/pricing" className={navLink}>
          {t('nav.pricing')}
        </Link>
      </nav>
    </header>
  );
}
