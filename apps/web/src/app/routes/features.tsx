import { BarChart3, CalendarClock, Languages, ScrollText, SpellCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageActions } from '../../components/layout/article';
import { Page } from '../../components/layout/page';
import { ExerciseTypeList } from '../../components/public/exercise-type-list';
import { buttonClasses } from '../../components/ui/button';

type Feature = 'feedback' | 'review' | 'progress' | 'languages' | 'sources';
const FEATURES: { key: Feature; icon: LucideIcon }[] = [
  { key: 'feedback', icon: SpellCheck },
  { key: 'review', icon: CalendarClock },
  { key: 'progress', icon: BarChart3 },
  { key: 'languages', icon: Languages },
  { key: 'sources', icon: ScrollText },
];

export function FeaturesPage() {
  const { t } = useTranslation(['common', 'public']);
  return (
    <Page title={t('pages.features.title')} intro={t('pages.features.intro')} testId="page-features">
      <section aria-labelledby="exercise-types">
        <h2 id="exercise-types" className="text-2xl font-semibold">
          {t('public:features.exercisesTitle')}
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-ink-muted">{t('public:features.exercisesText')}</p>
        <ExerciseTypeList />
      </section>
      <div className="mt-14 grid gap-6 md:grid-cols-2">
        {FEATURES.map(({ key, icon: Icon }) => (
          <section
            key={key}
            className="rounded-2xl border border-line bg-surface-raised p-6"
            aria-labelledby={`feature-${key}`}
          >
            <Icon aria-hidden className="size-7 text-brand" />
            <h2 id={`feature-${key}`} className="mt-3 text-xl font-semibold">
              {t(`public:features.${key}Title`)}
            </h2>
            <p className="mt-2 text-ink-muted">{t(`public:features.${key}Text`)}</p>
            {key === 'sources' && (
              <Link
                href="/guidelines"
                className="mt-3 inline-block rounded-md font-semibold text-brand underline-offset-4 hover:underline"
              >
                {t('public:features.sourcesLink')}
              </Link>
            )}
          </section>
        ))}
      </div>
      <PageActions>
        <Link href="/exercises" className={buttonClasses('primary', 'lg')}>
          {t('public:features.tryIt')}
        </Link>
      </PageActions>
    </Page>
  );
}
