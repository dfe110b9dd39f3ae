import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArticlePage } from '../../components/layout/article-page';
import { PageActions } from '../../components/layout/article';
import { buttonClasses } from '../../components/ui/button';

/** Success Stories: Lisan is new, so no testimonials are shown until real learners send theirs. */
export function StoriesPage() {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId="page-stories"
      title={t('stories.title')}
      intro={t('stories.intro')}
      sections={t('stories.sections', { returnObjects: true })}
      after={
        <PageActions>
          <Link href="/contact" className={buttonClasses('primary', 'md')}>
            {t('stories.cta')}
          </Link>
        </PageActions>
      }
    />
  );
}
