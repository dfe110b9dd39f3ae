import type { ExerciseView } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { Tip } from '../../../components/ui/tooltip';

/** The corpus translation's source for each interface language that has one (quran-json). */
const TRANSLATION_SOURCE: Record<string, string> = {
  en: 'Saheeh International',
  id: 'Kementerian Agama RI',
  tr: 'Diyanet İşleri',
  zh: '马坚 (Ma Jian)',
};

/**
 * What each type may show about its phrase before the answer without giving it away: the meaning is
 * the cue of a completion and a substitution shows its phrase anyway; a conversation or role-play is answered
 * with the phrase itself, so nothing of it shows until Check Answer. The Arabic, the reference, the usage note
 * and the daily-life note come after.
 */
const BEFORE_ANSWER: Record<ExerciseView['type'], { translation: boolean; reference: boolean }> = {
  completion: { translation: true, reference: false },
  substitution: { translation: true, reference: true },
  conversation: { translation: false, reference: false },
  roleplay: { translation: false, reference: false },
  comparison: { translation: false, reference: false },
  transformation: { translation: false, reference: false },
  thematic: { translation: false, reference: false },
};

/** The surah's name as the learner reads it: in Arabic for the Arabic interface, else transliterated. */
function surahLabel(name: { arabic: string; transliteration: string; english: string }, lang: string) {
  if (lang === 'ar' && name.arabic) return name.arabic;
  return lang === 'en' ? `${name.transliteration} (${name.english})` : name.transliteration;
}

/**
 * 'About this phrase/question': translation, reference, life application, category, difficulty —
 * before the answer only what the type needs as a cue, the rest once `answered`.
 */
export function AboutCard({ view, answered }: { view: ExerciseView; answered: boolean }) {
  const { t, i18n } = useTranslation('learning');
  const { t: tr } = useTranslation('exercise-reveal');
  const phrase = view.phrase;
  const lang = i18n.language;
  const before = BEFORE_ANSWER[view.type];
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  if (phrase && view.type !== 'comparison') {
    // The server sends the meaning in the interface language: the corpus translation of a whole verse where the
    // language has one, else the authored meaning (the Arabic interface's is an Arabic explanation), else the English
    // with a note saying so in the learner's words. Only a corpus translation is credited to its translator.
    const corpus = lang === 'en' ? phrase.englishTranslation : phrase.translations[lang];
    const meaning = corpus ?? phrase.englishTranslation;
    const source = corpus ? TRANSLATION_SOURCE[lang] : undefined;
    return (
      <aside className="rounded-2xl border border-line bg-surface-raised p-5" data-testid="about-card">
        <h2 className="text-lg font-semibold">{t('exercise.aboutPhrase')}</h2>
        <dl className="mt-3 grid gap-3">
          {answered &&
            row(
              tr('arabic'),
              <span lang="ar" dir="rtl" className="arabic-text block text-2xl leading-loose">
                {phrase.arabicText}
              </span>,
              'about-arabic',
            )}
          {(answered || before.translation) &&
            meaning &&
            row(
              t('exercise.translation'),
              <>
                {/* dir="auto": an Arabic meaning reads right to left on any page, an English one stays whole. */}
                <span dir="auto" className="block" data-testid="about-meaning">
                  {meaning}
                </span>
                {source && (
                  <span className="block text-xs text-ink-muted" data-testid="about-translation-source">
                    {t('exercise.translationSource', { source })}
                  </span>
                )}
              </>,
              'about-translation',
            )}
          {(answered || before.reference) &&
            row(
              t('exercise.reference'),
              `${surahLabel(phrase.surahName, lang)} ${phrase.surahAyah}`,
              'about-reference',
            )}
          {answered && phrase.lifeApplication && row(t('exercise.lifeApplication'), phrase.lifeApplication)}
          {answered && phrase.usageNote && row(t('exercise.usageNote'), phrase.usageNote)}
          {row(t('exercise.category'), t(`phraseCategories.${phrase.category}`))}
          {row(
            t('exercise.difficulty'),
            <Tip content={t('exercise.difficultyHint')}>
              <button
                type="button"
                className="cursor-help underline decoration-dotted underline-offset-4"
                data-testid="difficulty"
              >
                {t('exercise.difficultyValue', { value: phrase.difficulty })}
              </button>
            </Tip>,
          )}
        </dl>
        {!answered && (
          <p className="text-sm text-ink-muted" data-testid="about-after-answer">
            {/* A type that shows the reference before the answer must not promise it for later. */}
            {tr(before.reference ? 'moreAfterAnswerShownReference' : 'moreAfterAnswer')}
          </p>
        )}
      </aside>
    );
  }
  const bank = view.questionBank;
  const sentence = view.sentence;
  return (
    <aside className="rounded-2xl border border-line bg-surface-raised p-5" data-testid="about-card">
      <h2 className="text-lg font-semibold">{t('exercise.aboutQuestion')}</h2>
      <dl className="mt-3 grid gap-3">
        {bank && row(t('exercise.theme'), `${bank.themeEnglish} · ${bank.description}`)}
        {bank && row(t('exercise.difficulty'), t('exercise.difficultyValue', { value: bank.difficulty }))}
        {sentence && row(t('exercise.translation'), sentence.englishGloss)}
        {/* The verses compared, not the question again: the prompt already asks it. */}
        {view.type === 'comparison' && comparedRefs(view) && row(t('exercise.reference'), comparedRefs(view))}
        {answered &&
          view.type === 'comparison' &&
          phrase &&
          row(
            `${tr('arabic')} · ${phrase.surahAyah}`,
            <span lang="ar" dir="rtl" className="arabic-text block text-2xl leading-loose">
              {phrase.arabicText}
            </span>,
            'about-arabic',
          )}
      </dl>
    </aside>
  );
}

function comparedRefs(view: ExerciseView): string {
  const verses = view.exercise.details.verses;
  if (!Array.isArray(verses)) return '';
  return verses
    .map((verse: unknown) =>
      verse && typeof verse === 'object' && 'surahAyah' in verse ? String(verse.surahAyah) : '',
    )
    .filter(Boolean)
    .join(' · ');
}
