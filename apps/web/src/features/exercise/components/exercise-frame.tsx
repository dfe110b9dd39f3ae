import { EXERCISE_CATEGORIES, type ExerciseType } from '@lisan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EARLY_TEXT_ATTRIBUTE } from '../../../prerender/boot-meta';

/** The exercise screen's frame, the same in every state (loading, locked, not found, answering). */
export function ExerciseFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" data-testid="page-exercise">
      {children}
    </div>
  );
}

/** The exercise's category and title, above its prompt. */
export function ExerciseHeading({ type }: { type: ExerciseType }) {
  const { t } = useTranslation('learning');
  return (
    <header>
      <p className="text-sm font-semibold text-brand">{t(`categories.${EXERCISE_CATEGORIES[type]}`)}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t(`types.${type}.title`)}</h1>
    </header>
  );
}

/**
 * The screen while its item loads, laid out as the prompt will be (ExerciseSession, PromptView): the heading, the
 * card and the type's instruction, then the prompt's Arabic line and, for a completion, its meaning. On a
 * prerendered page the start-up script writes the item's texts into those two lines as soon as the item arrives
 * (src/prerender/boot.ts), so the prompt is readable before the app's scripts have run, and the app's own
 * rendering of it lands on the same place at the same size. The stylesheet hides the loading line once the Arabic
 * is there. While hydrating, React keeps the texts it finds (suppressHydrationWarning): the lines are its own only
 * once the item is rendered.
 */
export function ExerciseLoading({ type }: { type: ExerciseType }) {
  const { t } = useTranslation('learning');
  return (
    <ExerciseFrame>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-5">
          <ExerciseHeading type={type} />
          <div className="rounded-2xl border border-line bg-surface-raised p-5">
            <div className="grid gap-4">
              <p className="text-sm font-medium text-brand">{t(`types.${type}.instruction`)}</p>
              <p
                lang="ar"
                dir="rtl"
                className="arabic-text text-2xl leading-loose empty:hidden sm:text-3xl"
                {...{ [EARLY_TEXT_ATTRIBUTE]: 'arabic' }}
                suppressHydrationWarning
              >
                {''}
              </p>
              {type === 'completion' && (
                <p
                  className="text-ink-muted empty:hidden"
                  dir="auto"
                  {...{ [EARLY_TEXT_ATTRIBUTE]: 'english' }}
                  suppressHydrationWarning
                >
                  {''}
                </p>
              )}
              <p role="status" className="text-ink-muted" data-testid="exercise-loading">
                {t('exercise.loading')}
              </p>
            </div>
          </div>
        </div>
      </div>
    </ExerciseFrame>
  );
}
