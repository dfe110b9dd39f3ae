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

/** 'About this phrase/question' (spec §2): translation, reference, life application, category, difficulty. */
export function AboutCard({ view }: { view: ExerciseView }) {
  const { t, i18n } = useTranslation('learning');
  const phrase = view.phrase;
  const lang = i18n.language;
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  if (phrase && view.type !== 'comparison') {
    const localised = lang !== 'en' ? phrase.translations[lang] : undefined;
    return (
      <aside className="rounded-2xl border border-line bg-surface-raised p-5" data-testid="about-card">
        <h2 className="text-lg font-semibold">{t('exercise.aboutPhrase')}</h2>
        <dl className="mt-3 grid gap-3">
          {row(
            t('exercise.translation'),
            <>
              <span>{localised ?? phrase.englishTranslation}</span>
              <span className="block text-xs text-ink-muted">
                {t('exercise.translationSource', { source: localised ? TRANSLATION_SOURCE[lang] : TRANSLATION_SOURCE.en })}
              </span>
            </>,
            'about-translation',
          )}
          {row(t('exercise.reference'), `${phrase.surahName.transliteration} (${phrase.surahName.english}) ${phrase.surahAyah}`, 'about-reference')}
          {row(t('exercise.lifeApplication'), phrase.lifeApplication)}
          {phrase.usageNote && row(t('exercise.usageNote'), phrase.usageNote)}
          {row(t('exercise.category'), t(`phraseCategories.${phrase.category}`))}
          {row(
            t('exercise.difficulty'),
            <Tip content={t('exercise.difficultyHint')}>
              <button type="button" className="cursor-help underline decoration-dotted underline-offset-4" data-testid="difficulty">
                {t('exercise.difficultyValue', { value: phrase.difficulty })}
              </button>
            </Tip>,
          )}
        </dl>
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
        {view.type === 'comparison' && view.exercise.english && row(t('exercise.reference'), view.exercise.english)}
      </dl>
    </aside>
  );
}
