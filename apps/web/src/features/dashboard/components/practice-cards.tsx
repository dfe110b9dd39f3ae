import { EXERCISE_CATEGORIES, EXERCISE_TYPES } from '@lisan/contract';
import { BookMarked, GitCompare, Layers, MessagesSquare, Puzzle, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

const ICONS = {
  substitution: Puzzle,
  conversation: MessagesSquare,
  completion: BookMarked,
  comparison: GitCompare,
  roleplay: Users,
  transformation: Scale,
  thematic: Layers,
} as const;

/** Spec §2/§3: seven cards in this order, each with its catalogue category. */
export function PracticeCards() {
  const { t } = useTranslation('learning');
  return (
    <section aria-labelledby="practice-title" className="below-fold">
      <h2 id="practice-title" className="mb-3 text-lg font-semibold">
        {t('dashboard.practiceTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {EXERCISE_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <li key={type} className="flex flex-col rounded-2xl border border-line bg-surface-raised p-4" data-testid={`practice-${type}`}>
              <div className="flex items-center justify-between">
                <Icon aria-hidden className="size-6 text-brand" />
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink">
                  {t(`categories.${EXERCISE_CATEGORIES[type]}`)}
                </span>
              </div>
              <h3 className="mt-3 font-semibold">{t(`types.${type}.title`)}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-muted">{t(`types.${type}.description`)}</p>
              <Link href={`/exercise/${type}`} className={buttonClasses('secondary', 'sm', 'mt-3 self-start')}>
                {t('dashboard.startType', { title: t(`types.${type}.title`) })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
