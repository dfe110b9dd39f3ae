import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../components/layout/article-page';

export function AboutPage() {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId="page-about"
      title={t('about.title')}
      intro={t('about.intro')}
      sections={t('about.sections', { returnObjects: true })}
    />
  );
}
