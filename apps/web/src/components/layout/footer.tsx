import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FOOTER_COLUMNS } from './footer-links';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface-sunken" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-brand">{t('app.name')}</p>
          <p className="mt-2 text-sm text-ink-muted">{t('footer.about')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.titleKey} aria-label={t(column.titleKey)}>
            <h2 className="text-sm font-semibold">{t(column.titleKey)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm text-ink-muted hover:text-ink hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-ink-muted sm:flex-row sm:justify-between">
          <p>{t('footer.credits')}</p>
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
