import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { AnalyticsReport } from '../../features/analytics';
import { progressQueries } from '../../features/progress';
import { useActingUserId, useSession } from '../../features/session';
import { formatDate, formatNumber, formatPercent } from '../../lib/format';

/** A printable progress report: the week day by day and every phrase practised with its mastery. */
export function DashboardReportPage() {
  const { t, i18n } = useTranslation('learning');
  const session = useSession();
  const userId = useActingUserId();
  const weekly = useQuery(progressQueries.weekly(userId));
  const report = useQuery(progressQueries.report(userId));
  const lang = i18n.language;
  const cell = 'border-b border-line px-2 py-1.5 text-start';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8" data-testid="page-report">
      <div className="no-print mb-6 flex gap-2">
        <Link href="/dashboard" className={buttonClasses('ghost', 'md')}>
          {t('report.back')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('report.print')}
        </Button>
      </div>
      <h1 className="text-3xl font-bold">{t('report.title')}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        {session.status === 'signedIn'
          ? `${t('report.learner')}: ${session.user.firstName} ${session.user.lastName} · `
          : ''}
        {t('report.generated', { date: formatDate(new Date(), lang) })}
      </p>
      {weekly.data && (
        <section className="mt-6">
          <h2 className="text-lg font-semibold">{t('report.week')}</h2>
          <table className="mt-2 w-full border-collapse text-sm" data-testid="report-week">
            <thead>
              <tr>
                <th className={cell}>{t('report.date')}</th>
                <th className={cell}>{t('dashboard.exercisesCompleted')}</th>
                <th className={cell}>{t('dashboard.correct')}</th>
                <th className={cell}>{t('dashboard.accuracy')}</th>
                <th className={cell}>{t('dashboard.phrasesUsed')}</th>
              </tr>
            </thead>
            <tbody>
              {weekly.data.days.map((day) => (
                <tr key={day.date}>
                  <td className={cell}>
                    {formatDate(`${day.date}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' })}
                  </td>
                  <td className={cell}>{formatNumber(day.exercicesCompleted, lang)}</td>
                  <td className={cell}>{formatNumber(day.correctCount, lang)}</td>
                  <td className={cell}>{formatPercent(day.accuracyRate / 100, lang)}</td>
                  <td className={cell}>{formatNumber(day.phrasesUsed, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {report.data && report.data.practised.length > 0 && (
        <section className="mt-8">
          <h2 className="text-lg font-semibold">{t('dashboard.libraryTitle')}</h2>
          <table className="mt-2 w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={cell}>{t('report.phrase')}</th>
                <th className={cell}>{t('report.reference')}</th>
                <th className={cell}>{t('report.mastery')}</th>
                <th className={cell}>{t('report.nextReview')}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.practised.map((phrase) => (
                <tr key={phrase.phraseId}>
                  <td className={`${cell} arabic-text text-base`} lang="ar" dir="rtl">
                    {phrase.arabicText}
                  </td>
                  <td className={cell}>{phrase.surahAyah}</td>
                  <td className={cell}>{formatPercent(phrase.masteryLevel / 100, lang)}</td>
                  <td className={cell}>
                    {phrase.due ? formatDate(phrase.due, lang, { dateStyle: 'medium' }) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <AnalyticsReport userId={userId} />
    </div>
  );
}
