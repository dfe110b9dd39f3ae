import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../components/layout/article-page';

/** The sources of the Qur'an's text and translation, credited with links (names are not translated). */
const SOURCES = [
  { key: 'tanzil', name: 'Tanzil Project', url: 'https://tanzil.net' },
  { key: 'quranJson', name: 'quran-json', url: 'https://github.com/risan/quran-json' },
  { key: 'saheeh', name: 'Saheeh International', url: 'https://quranenc.com/en/browse/english_saheeh' },
] as const;

export function GuidelinesPage() {
  const { t } = useTranslation('public');
  return (
    <ArticlePage
      testId="page-guidelines"
      title={t('guidelines.title')}
      intro={t('guidelines.intro')}
      sections={t('guidelines.sections', { returnObjects: true })}
      after={
        <section className="mt-10 max-w-3xl" aria-labelledby="sources">
          <h2 id="sources" className="text-2xl font-semibold">
            {t('guidelines.sourcesTitle')}
          </h2>
          <ul className="mt-4 space-y-3">
            {SOURCES.map((source) => (
              <li key={source.key} className="rounded-xl border border-line bg-surface-raised p-4">
                <a
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
                  lang="en"
                >
                  {source.name}
                  <ExternalLink aria-hidden className="size-4" />
                </a>
                <p className="mt-1 text-sm text-ink-muted">{t(`guidelines.sources.${source.key}`)}</p>
              </li>
            ))}
          </ul>
        </section>
      }
    />
  );
}
