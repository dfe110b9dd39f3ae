import { EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';
import {
  ArrowRightLeft,
  Drama,
  Layers,
  MessagesSquare,
  PuzzleIcon,
  Scale,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

const EXERCISE_ICONS: Record<ExerciseType, LucideIcon> = {
  substitution: ArrowRightLeft,
  conversation: MessagesSquare,
  completion: PuzzleIcon,
  comparison: Scale,
  roleplay: Drama,
  transformation: Sparkles,
  thematic: Layers,
};

/**
 * The seven exercise types as cards, each linking to /exercise/{type}; a type the visitor's plan does not open
 * links to its sample (/exercise/{type}/sample), which anyone may try before being asked to upgrade.
 */
export function ExerciseTypeList({
  linkLabel,
  open = EXERCISE_TYPES,
  headingLevel = 3,
}: {
  linkLabel?: 'start';
  /** The cards' heading level: 2 straight under a page's title, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The types the visitor's plan opens. */
  open?: readonly ExerciseType[];
}) {
  const { t } = useTranslation('public');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="exercise-type-list">
      {EXERCISE_TYPES.map((type) => {
        const Icon = EXERCISE_ICONS[type];
        const title = t(`exerciseTypes.${type}.title`);
        return (
          <li key={type} className="flex flex-col rounded-2xl border border-line bg-surface-raised p-5">
            <Icon aria-hidden className="size-7 text-brand" />
            <Heading className="mt-3 text-lg font-semibold">{title}</Heading>
            <p className="mt-1 flex-1 text-sm text-ink-muted">{t(`exerciseTypes.${type}.text`)}</p>
            {linkLabel && (
              <Link
                href={open.includes(type) ? `/exercise/${type}` : `/exercise/${type}/sample`}
                className="mt-4 self-start rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline"
                data-testid={`exercise-link-${type}`}
              >
                {t('exercises.start', { name: title })}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
