import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';

/** The page around every route: skip link, header (with the `account` corner the app supplies), main, footer. */
export function Layout({ account, children }: { account?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header account={account} />
      {/* At least a screen tall: pages whose content arrives after the first paint (lazy routes, data) then grow
          below the fold instead of pushing a visible footer down, which Lighthouse counts as layout shift. */}
      <main id="main" className="min-h-screen flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
