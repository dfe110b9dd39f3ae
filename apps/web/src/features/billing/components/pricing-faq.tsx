import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The pricing FAQ: money-back guarantee, student discount, switching plans. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  const items = [
    ['refundQ', 'refundA'],
    ['studentQ', 'studentA'],
    ['switchQ', 'switchA'],
  ] as const;
  return (
    <section className="mt-16" aria-labelledby="pricing-faq-title" data-testid="pricing-faq">
      <h2 id="pricing-faq-title" className="text-2xl font-bold">
        {t('faq.title')}
      </h2>
      <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
        {items.map(([q, a]) => (
          <details key={q} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <ChevronRight
                aria-hidden
                className="me-2 inline size-4 text-brand transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
              />
              {t(`faq.${q}`)}
            </summary>
            <p className="mt-3 text-ink-muted">{t(`faq.${a}`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
