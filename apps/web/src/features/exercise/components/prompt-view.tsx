import type { ExerciseView } from '@lisan/contract';
import { EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
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

/**
 * A drill's output changes a Qur'anic phrase (a slot filled with everyday words, a pronoun adapted): said as
 * it is written here, it is the learner's sentence, not a verse, and must not slip into recitation.
 */
function NotAVerse({ text, hint }: { text: string; hint: string }) {
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 rounded-lg border border-accent bg-accent-soft px-3 py-2 text-sm"
      data-testid="not-a-verse"
    >
      <strong className="font-semibold">{text}</strong>
      <span className="text-ink-muted">{hint}</span>
    </p>
  );
}

/**
 * The other person's line in a conversation or role-play: it can be hidden, so the learner answers what they
 * heard (the listen button below reads it aloud).
 */
function TheySay({ arabic, english }: { arabic: string | null; english: string | null }) {
  const { t } = useTranslation('learning');
  const [hidden, setHidden] = useState(false);
  return (
    <Labelled label={t('exercise.theySay')}>
      {hidden ? (
        <p className="text-ink-muted" data-testid="line-hidden">
          {t('exercise.lineHidden')}
        </p>
      ) : (
        <>
          {arabic && <ArabicLine text={arabic} testId="prompt-arabic" />}
          <p className="text-ink-muted" dir="auto">
            {english}
          </p>
        </>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={hidden}
        onClick={() => setHidden((h) => !h)}
        data-testid="hide-line"
      >
        <EyeOff aria-hidden className="size-4" />
        {hidden ? t('exercise.showLine') : t('exercise.hideLine')}
      </Button>
    </Labelled>
  );
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the learner is asked, per exercise type (the prompt never contains the answer). */
export function PromptView({ view, answered }: { view: ExerciseView; answered: boolean }) {
  const { t } = useTranslation('learning');
  const { t: tr } = useTranslation('exercise-reveal');
  const { exercise } = view;
  const d = exercise.details;
  // Before the answer only the prompt's own Arabic is read aloud: the phrase would say the answer.
  const speakable = answered ? (view.phrase?.arabicText ?? exercise.arabic ?? '') : (exercise.arabic ?? '');
  let body: ReactNode;
  switch (view.type) {
    case 'substitution':
      body = (
        <>
          {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
          <Labelled label={t('exercise.cue')}>
            <p className="text-lg font-medium" dir="auto" data-testid="prompt-cue">
              {exercise.english}
            </p>
          </Labelled>
          <NotAVerse text={tr('notAVerse')} hint={tr('notAVerseSubstitution')} />
        </>
      );
      break;
    case 'conversation':
      body = (
        <>
          <TheySay arabic={exercise.arabic} english={exercise.english} />
          {str(d.task) && <p className="font-medium">{str(d.task)}</p>}
          <NotAVerse text={tr('notAVerse')} hint={tr('notAVerseAdapted')} />
        </>
      );
      break;
    case 'roleplay':
      body = (
        <>
          {/* Labelled blocks, not a <dl>: a <dl> may hold only <dt>/<dd> groups (axe: definition-list). */}
          <div className="grid gap-3 sm:grid-cols-3">
            <Labelled label={t('exercise.setting')}>
              <p>{str(d.setting)}</p>
            </Labelled>
            <Labelled label={t('exercise.yourRole')}>
              <p>{str(d.learnerRole)}</p>
            </Labelled>
            <Labelled label={t('exercise.goal')}>
              <p>{str(d.goal)}</p>
            </Labelled>
          </div>
          <TheySay arabic={exercise.arabic} english={exercise.english} />
          <NotAVerse text={tr('notAVerse')} hint={tr('notAVerseAdapted')} />
        </>
      );
      break;
    case 'comparison': {
      const verses = Array.isArray(d.verses)
        ? (d.verses as { surahAyah: string; arabicText: string; englishTranslation: string }[])
        : [];
      body = (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            {verses.map((verse) => (
              <div key={verse.surahAyah} className="rounded-xl bg-surface-sunken p-3">
                <p className="text-xs font-semibold text-ink-muted">
                  {t('exercise.verseA', { ref: verse.surahAyah })}
                </p>
                <ArabicLine text={verse.arabicText} />
                {verse.englishTranslation && (
                  <p className="text-sm text-ink-muted" dir="auto">
                    {verse.englishTranslation}
                  </p>
                )}
              </div>
            ))}
          </div>
          <p className="text-lg font-medium" dir="auto" data-testid="prompt-question">
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
          {view.sentence?.source && (
            <p className="text-sm text-ink-muted" dir="auto" data-testid="sentence-source">
              {t('exercise.sentenceSource', { source: view.sentence.source })}
            </p>
          )}
          {/* The instruction is said once, above. */}
          <p className="text-ink-muted" dir="auto">
            {exercise.english}
          </p>
        </>
      );
      break;
    case 'thematic':
      body = (
        <>
          <Labelled label={t('exercise.theme')}>
            {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
            {/* In the Arabic interface the theme's gloss is the Arabic theme itself: said once. */}
            {exercise.english !== exercise.arabic && (
              <p className="text-lg font-medium" dir="auto">
                {exercise.english}
              </p>
            )}
          </Labelled>
          {str(d.description) && <p className="text-ink-muted">{str(d.description)}</p>}
        </>
      );
      break;
    default:
      body = (
        <>
          {exercise.arabic && <ArabicLine text={exercise.arabic} testId="prompt-arabic" />}
          {exercise.english && (
            <p className="text-ink-muted" dir="auto">
              {exercise.english}
            </p>
          )}
        </>
      );
  }
  return (
    <div className="grid gap-4" data-testid={`prompt-${view.type}`}>
      <p className="text-sm font-medium text-brand">
        {/* An item that asks only for everyday Arabic is not answered with a verse: its instruction says so. */}
        {d.everydayOnly === true && (view.type === 'conversation' || view.type === 'roleplay')
          ? t(`types.${view.type}.instructionEveryday`)
          : t(`types.${view.type}.instruction`)}
      </p>
      {body}
      {speakable && view.type !== 'completion' && <SpeakButton text={speakable} />}
    </div>
  );
}
