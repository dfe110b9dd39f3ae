import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { analyticsQueries } from '../api';
import { formatCoverage as coverage } from '../format';
import { VocabularyRootsReport } from './vocabulary-roots';

/** The three analytics as plain text and tables, for the printable report. */
export function AnalyticsReport({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('analytics');
  const { data: a } = useQuery(analyticsQueries.all(userId));
  if (!a) return null;
  const lang = i18n.language;
  const cell = 'border-b border-line px-2 py-1.5 text-start';
  return (
    <section className="mt-8 break-inside-avoid" data-testid="report-analytics">
      <h2 className="text-lg font-semibold">{t('report.title')}</h2>
      <h3 className="mt-3 font-semibold">{t('report.vocabularyHeading')}</h3>
      <p className="text-sm">
        {t('vocabulary.headline', {
          count: a.vocabulary.mastered,
          percent: coverage(a.vocabulary.quranCoverage, lang),
        })}
      </p>
      <p className="text-sm">
        {t('vocabulary.practisedLine', {
          count: a.vocabulary.practised,
          percent: coverage(a.vocabulary.practisedCoverage, lang),
        })}
      </p>
      <VocabularyRootsReport roots={a.vocabulary.roots} />
      <h3 className="mt-3 font-semibold">{t('pronunciation.title')}</h3>
      <p className="text-sm">
        {t('report.pronunciation', {
          attempts: formatNumber(a.pronunciation.attempts, lang),
          score: formatNumber(a.pronunciation.averageScore, lang, { maximumFractionDigits: 0 }),
        })}
      </p>
      {a.grammar.classes.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">{t('report.grammarHeading')}</h3>
          <table className="mt-1 w-full table-fixed border-collapse text-sm [overflow-wrap:anywhere]">
            <thead>
              <tr>
                <th className={cell}>{t('grammar.class')}</th>
                <th className={cell}>{t('grammar.attempts')}</th>
                <th className={cell}>{t('grammar.accuracy')}</th>
                <th className={cell}>{t('grammar.typed')}</th>
                <th className={cell}>{t('grammar.right')}</th>
              </tr>
            </thead>
            <tbody>
              {a.grammar.classes.map((c) => (
                <tr key={c.class}>
                  <td className={cell}>{t(`classes.${c.class}`)}</td>
                  <td className={cell}>{formatNumber(c.attempts, lang)}</td>
                  <td className={cell}>{formatPercent(c.accuracy / 100, lang)}</td>
                  <td className={`${cell} arabic-text`} lang="ar" dir="rtl">
                    {c.examples[0]?.typed ?? ''}
                  </td>
                  <td className={`${cell} arabic-text`} lang="ar" dir="rtl">
                    {c.examples[0]?.expected ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
