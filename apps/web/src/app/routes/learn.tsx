import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../components/layout/article-page';

type Guide = 'grammar' | 'pronunciation' | 'context';

/**
 * The three learning guides of the footer. Their Arabic examples are everyday words and sentences from the
 * locale files; verses are never typed here (they come only from the corpus, inside exercises).
 */
function GuidePage({ guide, testId }: { guide: Guide; testId: string }) {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId={testId}
      title={t(`guides.${guide}.title`)}
      intro={t(`guides.${guide}.intro`)}
      sections={t(`guides.${guide}.sections`, { returnObjects: true })}
      examplesLabel={t('guides.examplesLabel')}
      before={
        <p className="mb-8 flex max-w-3xl items-start gap-2 rounded-xl bg-surface-sunken p-4 text-sm text-ink-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('guides.note')}
        </p>
      }
    />
  );
}

export const GrammarGuidePage = () => <GuidePage guide="grammar" testId="page-guide-grammar" />;
export const PronunciationGuidePage = () => (
  <GuidePage guide="pronunciation" testId="page-guide-pronunciation" />
);
export const QuranicContextPage = () => <GuidePage guide="context" testId="page-guide-context" />;
