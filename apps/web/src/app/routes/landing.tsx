import {
  BarChart3,
  BookOpenCheck,
  CalendarClock,
  LayoutGrid,
  MessageSquareText,
  ScrollText,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { afterSignInPath } from '../../features/billing';
import { useSession } from '../../features/session';
import { usePhraseCount } from '../../features/phrases';
import { formatNumber } from '../../lib/format';

export function LandingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  // The landing page is for visitors: a signed-in learner is sent on to their lesson (or to finish a chosen plan).
  useEffect(() => {
    if (session.status === 'signedIn') navigate(afterSignInPath(), { replace: true });
  }, [session.status, navigate]);
  const reasons = [
    { icon: BookOpenCheck, title: t('landing.whyUs.memoryTitle'), text: t('landing.whyUs.memoryText') },
    {
      icon: MessageSquareText,
      title: t('landing.whyUs.feedbackTitle'),
      text: t('landing.whyUs.feedbackText'),
    },
    { icon: CalendarClock, title: t('landing.whyUs.dailyTitle'), text: t('landing.whyUs.dailyText') },
    { icon: LayoutGrid, title: t('landing.whyUs.exercisesTitle'), text: t('landing.whyUs.exercisesText') },
    { icon: ScrollText, title: t('landing.whyUs.libraryTitle'), text: t('landing.whyUs.libraryText') },
    { icon: BarChart3, title: t('landing.whyUs.progressTitle'), text: t('landing.whyUs.progressText') },
  ];

  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-surface" data-testid="page-landing">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('app.tagline')}</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-display">
            {t('landing.heroTitle')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted">{t('landing.heroText')}</p>
          <LibraryCount />
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <StartLearningLink />
            <Link href="/how-it-works" className={buttonClasses('secondary', 'lg')}>
              {t('landing.seeHowItWorks')}
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="why-us">
        <h2 id="why-us" className="text-center text-3xl font-bold">
          {t('landing.whyUsTitle')}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-2xl border border-line bg-surface-raised p-6">
              <Icon aria-hidden className="size-8 text-brand" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </article>
          ))}
        </div>
        <p className="mt-8 text-center">
          <Link
            href="/features"
            className="rounded-md font-semibold text-brand underline-offset-4 hover:underline"
          >
            {t('landing.featuresLink')}
          </Link>
        </p>
      </section>
      <section className="mx-auto max-w-4xl px-4 py-12 text-center" aria-labelledby="our-goal">
        <h2 id="our-goal" className="text-3xl font-bold">
          {t('landing.goalTitle')}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{t('landing.goalText')}</p>
      </section>
    </>
  );
}

/**
 * The real size of the library, never a number written in the copy (claims stated truthfully). Its own
 * component, so the answer re-renders only this line; the line keeps its height while the number is on its way,
 * so nothing below it moves.
 */
function LibraryCount() {
  const { t, i18n } = useTranslation();
  const phraseCount = usePhraseCount();
  return (
    <p className="mt-4 min-h-5 text-sm font-medium text-brand" data-testid="landing-phrase-count">
      {phraseCount.data
        ? t('landing.libraryCount', { formatted: formatNumber(phraseCount.data, i18n.language) })
        : null}
    </p>
  );
}

/** Start Learning Now goes to the dashboard when signed in, else to sign-up. */
function StartLearningLink() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Link
      // A visitor starts practising at once, as a guest; an account can come after the first answers.
      href={session.status === 'signedIn' ? '/dashboard' : '/practice'}
      className={buttonClasses('primary', 'lg')}
      data-testid="hero-start"
    >
      {t('landing.startLearning')}
    </Link>
  );
}
