import type { ExerciseView } from '@lisan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakButton } from './speak-button';

function ArabicLine({ text, testId }: { text: string; testId?: string }) {
  return (
    <p lang="ar" dir="rtl" className="arabic-text text-2xl leading-loose sm:text-3xl" data-testid={testId}>
      {text}
    </p>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the learner is asked, per exercise type (spec §2; the prompt never contains the answer). */
export function PromptView({ view }: { view: ExerciseView }) {
  const { t } = useTranslation('learning');
  const { exercise } = view;
  const d = exercise.details;
  const speakable = exercise.arabic ?? view.phrase?.arabicText ?? '';
  let body: ReactNode;
  switch (view.type) {
    case 'substitution':
      body = (
        <>
          {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
          <Labelled label={t('exercise.cue')}>
            <p className="text-lg font-medium" data-testid="prompt-cue">
              {exercise.english}
            </p>
          </Labelled>
        </>
      );
      break;
    case 'conversation':
      body = (
        <>
          <Labelled label={t('exercise.theySay')}>
            {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
            <p className="text-ink-muted">{exercise.english}</p>
          </Labelled>
          {str(d.task) && <p className="font-medium">{str(d.task)}</p>}
        </>
      );
      break;
    case 'roleplay':
      body = (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Labelled label={t('exercise.setting')}>
              <p>{str(d.setting)}</p>
            </Labelled>
            <Labelled label={t('exercise.yourRole')}>
              <p>{str(d.learnerRole)}</p>
            </Labelled>
            <Labelled label={t('exercise.goal')}>
              <p>{str(d.goal)}</p>
            </Labelled>
          </dl>
          <Labelled label={t('exercise.theySay')}>
            {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
            <p className="text-ink-muted">{exercise.english}</p>
          </Labelled>
        </>
      );
      break;
    case 'comparison': {
      const verses = Array.isArray(d.verses) ? (d.verses as { surahAyah: string; arabicText: string; englishTranslation: string }[]) : [];
      body = (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            {verses.map((verse) => (
              <div key={verse.surahAyah} className="rounded-xl bg-surface-sunken p-3">
                <p className="text-xs font-semibold text-ink-muted">{t('exercise.verseA', { ref: verse.surahAyah })}</p>
                <ArabicLine text={verse.arabicText} />
                <p className="text-sm text-ink-muted">{verse.englishTranslation}</p>
              </div>
            ))}
          </div>
          <p className="text-lg font-medium" data-testid="prompt-question">
            {exercise.english}
          </p>
        </>
      );
      break;
    }
    case 'transformation':
      body = (
        <>
          {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
          <p className="text-ink-muted">{exercise.english}</p>
          <p className="font-medium">{t('exercise.closeOrOpposite')}</p>
        </>
      );
      break;
    case 'thematic':
      body = (
        <>
          <Labelled label={t('exercise.theme')}>
            {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
            <p className="text-lg font-medium">{exercise.english}</p>
          </Labelled>
          {str(d.description) && <p className="text-ink-muted">{str(d.description)}</p>}
        </>
      );
      break;
    default:
      body = (
        <>
          {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
          {exercise.english && <p className="text-ink-muted">{exercise.english}</p>}
        </>
      );
  }
  return (
    <div className="grid gap-4" data-testid={`prompt-${view.type}`}>
      <p className="text-sm font-medium text-brand">{t(`types.${view.type}.instruction`)}</p>
      {body}
      {speakable && view.type !== 'completion' && <SpeakButton text={speakable} />}
    </div>
  );
}
