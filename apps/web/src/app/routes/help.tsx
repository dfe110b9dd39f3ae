import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../components/layout/page';
import { buttonClasses } from '../../components/ui/button';

/** Help Center: the questions learners ask, as native <details> so they open by keyboard and screen reader. */
export function HelpPage() {
  const { t } = useTranslation('public');
  const faq = t('help.faq', { returnObjects: true });
  return (
    <Page title={t('help.title')} intro={t('help.intro')} testId="page-help">
      <div className="max-w-3xl divide-y divide-line rounded-2xl border border-line bg-surface-raised">
        {faq.map((item) => (
          <details key={item.q} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold">
              {item.q}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 leading-relaxed text-ink-muted">{item.a}</p>
          </details>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap items-center gap-4">
        <p className="font-semibold">{t('help.more')}</p>
        <Link href="/contact" className={buttonClasses('primary', 'md')}>
          {t('help.contact')}
        </Link>
      </div>
    </Page>
  );
}
