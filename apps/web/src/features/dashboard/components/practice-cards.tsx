import { EXERCISE_CATEGORIES, EXERCISE_TYPES, cheapestPlanFor } from '@lisan/contract';
import { BookMarked, GitCompare, Layers, Lock, MessagesSquare, Puzzle, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useOpenExerciseTypes } from '../../billing';

const ICONS = {
  substitution: Puzzle,
  conversation: MessagesSquare,
  completion: BookMarked,
  comparison: GitCompare,
  roleplay: Users,
  transformation: Scale,
  thematic: Layers,
} as const;

/**
 * Seven cards in this order, each with its catalogue category. A type the learner's plan does not
 * open carries a lock and the plan that opens it, and its button leads to the plans.
 */
export function PracticeCards() {
  const { t } = useTranslation(['learning', 'ux', 'pricing']);
  const { open } = useOpenExerciseTypes();
  return (
    <section aria-labelledby="practice-title" className="below-fold">
      <h2 id="practice-title" className="mb-3 text-lg font-semibold">
        {t('dashboard.practiceTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {EXERCISE_TYPES.map((type) => {
          const Icon = ICONS[type];
          const title = t(`types.${type}.title`);
          const locked = !open.includes(type);
          const planName = t(`pricing:plans.${cheapestPlanFor(type)}.name`);
          return (
            <li
              key={type}
              className={`flex flex-col rounded-2xl border p-4 ${locked ? 'border-dashed border-line bg-surface-sunken' : 'border-line bg-surface-raised'}`}
              data-testid={`practice-${type}`}
              data-locked={locked ? 'true' : undefined}
            >
              <div className="flex items-center justify-between gap-2">
                <Icon aria-hidden className={`size-6 ${locked ? 'text-ink-muted' : 'text-brand'}`} />
                {locked ? (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink"
                    data-testid="practice-lock"
                  >
                    <Lock aria-hidden className="size-3.5" />
                    {t('ux:locked.badge', { plan: planName })}
                  </span>
                ) : (
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink">
                    {t(`categories.${EXERCISE_CATEGORIES[type]}`)}
                  </span>
                )}
              </div>
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-muted">{t(`types.${type}.description`)}</p>
              {locked ? (
                <Link href="/pricing" className={buttonClasses('secondary', 'sm', 'mt-3 self-start')}>
                  <Lock aria-hidden className="size-4" />
                  {/* The type's name for screen readers, before the visible text so the name still contains it. */}
                  <span className="sr-only">{title}: </span>
                  {t('ux:locked.practiseLocked', { plan: planName })}
                </Link>
              ) : (
                <Link
                  href={`/exercise/${type}`}
                  className={buttonClasses('secondary', 'sm', 'mt-3 self-start')}
                >
                  {t('dashboard.startType', { title })}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
