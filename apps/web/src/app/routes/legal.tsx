import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../components/layout/article-page';

export function PrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId="page-privacy"
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={t('privacy.sections', { returnObjects: true })}
    />
  );
}

export function TermsPage() {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId="page-terms"
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={t('terms.sections', { returnObjects: true })}
    />
  );
}
