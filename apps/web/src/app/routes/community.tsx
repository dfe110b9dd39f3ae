import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArticlePage } from '../../components/layout/article-page';
import { PageActions } from '../../components/layout/article';
import { buttonClasses } from '../../components/ui/button';

/** The forum is not open; this page says so and points to the contact form instead of pretending. */
export function CommunityPage() {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId="page-community"
      title={t('community.title')}
      intro={t('community.intro')}
      sections={t('community.sections', { returnObjects: true })}
      after={
        <PageActions>
          <Link href="/contact" className={buttonClasses('primary', 'md')}>
            {t('community.cta')}
          </Link>
        </PageActions>
      }
    />
  );
}
