import { SESSION_SIZES } from '@lisan/contract';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useHydratedSoon } from '../../../lib/use-hydrated';
import { useOpenExerciseTypes, usePlanPhraseCount } from '../../billing';
import { useSessionSize } from '../../exercise';
import { useActingUserId } from '../../session';

/**
 * The dashboard's one primary action: today's practice, its length (5, 10 or 20 items, remembered in this
 * browser), and how many phrases the learner's plan opens.
 */
export function TodayCard() {
  const { t, i18n } = useTranslation('learning');
  // The learner's own length only once the app runs: the prerendered page (so the first render) has the default.
  // Read here rather than by the dashboard, so the render that follows hydration redoes this card, not the page.
  const [size, onSize] = useSessionSize(useHydratedSoon());
  const { plan } = useOpenExerciseTypes();
  const { open } = usePlanPhraseCount(useActingUserId());
  const [sizes] = useState(SESSION_SIZES);
  return (
    <section
      className="grid gap-4 rounded-2xl border-2 border-brand bg-brand-soft p-5 sm:grid-cols-[1fr_auto] sm:items-center"
      aria-labelledby="today-practice-title"
      data-testid="today-card"
    >
      <div className="grid gap-2">
        <h2 id="today-practice-title" className="text-2xl font-bold">
          {t('today.title')}
        </h2>
        <p className="text-ink-muted">{t('today.intro', { count: size })}</p>
        {open !== undefined && (
          <p className="text-sm" data-testid="plan-phrases">
            {plan === 'premium'
              ? t('today.planOpensPremium', { count: open, formatted: formatNumber(open, i18n.language) })
              : t('today.planOpens', { count: open, formatted: formatNumber(open, i18n.language) })}
          </p>
        )}
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">{t('today.sizeLabel')}</legend>
          <span aria-hidden className="text-ink-muted">
            {t('today.sizeLabel')}
          </span>
          {sizes.map((option) => (
            <label
              key={option}
              className={`inline-flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-lg border px-3 font-medium ${
                option === size ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface-raised'
              }`}
            >
              <input
                type="radio"
                name="session-size"
                className="sr-only"
                checked={option === size}
                onChange={() => onSize(option)}
                data-testid={`session-size-${option}`}
              />
              {formatNumber(option, i18n.language)}
            </label>
          ))}
        </fieldset>
      </div>
      <Link
        href="/practice"
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        data-testid="start-today"
      >
        <Play aria-hidden className="size-5" />
        {t('today.start')}
      </Link>
    </section>
  );
}
