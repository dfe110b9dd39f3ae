import { Suspense } from 'react';
import { parse } from 'regexparam';
import { useTranslation } from 'react-i18next';
import { matchRoute, Route, Switch } from 'wouter';
import { LandingPage as LandingComponent } from './routes/landing';
import { prefetchExercise } from '../features/exercise';
import { eagerPage, page, type Page } from './page-loader';

const LandingPage = eagerPage(LandingComponent);
/** Pages other than the landing page load on demand, so the first visit downloads only what it shows. */
const FeaturesPage = page('./routes/features.tsx', 'FeaturesPage');
const HowItWorksPage = page('./routes/how-it-works.tsx', 'HowItWorksPage');
const PricingPage = page('./routes/pricing.tsx', 'PricingPage');
const DashboardPage = page('./routes/dashboard.tsx', 'DashboardPage');
const DashboardReportPage = page('./routes/dashboard-report.tsx', 'DashboardReportPage');
const AnalyticsPage = page('./routes/analytics.tsx', 'AnalyticsPage');
const VerseFinderPage = page('./routes/verse-finder.tsx', 'VerseFinderPage');
const ExercisePage = page('./routes/exercise.tsx', 'ExercisePage', prefetchExercise);
const PracticePage = page('./routes/practice.tsx', 'PracticePage');
const SignInPage = page('./routes/sign-in.tsx', 'SignInPage');
const SignUpPage = page('./routes/sign-up.tsx', 'SignUpPage');
const ProfilePage = page('./routes/profile.tsx', 'ProfilePage');
const ForgotPasswordPage = page('./routes/forgot-password.tsx', 'ForgotPasswordPage');
const ResetPasswordPage = page('./routes/reset-password.tsx', 'ResetPasswordPage');
const OAuthCompletePage = page('./routes/oauth-complete.tsx', 'OAuthCompletePage');
const WelcomePage = page('./routes/welcome.tsx', 'WelcomePage');
const PaymentSuccessPage = page('./routes/payment-success.tsx', 'PaymentSuccessPage');
const NotFoundPage = page('./routes/not-found.tsx', 'NotFoundPage');
// Public pages of the footer: content pages, the guides, the contact form and the legal pages.
const ExercisesPage = page('./routes/exercises.tsx', 'ExercisesPage');
const StoriesPage = page('./routes/stories.tsx', 'StoriesPage');
const GrammarGuidePage = page('./routes/learn.tsx', 'GrammarGuidePage');
const PronunciationGuidePage = page('./routes/learn.tsx', 'PronunciationGuidePage');
const QuranicContextPage = page('./routes/learn.tsx', 'QuranicContextPage');
const HelpPage = page('./routes/help.tsx', 'HelpPage');
const ContactPage = page('./routes/contact.tsx', 'ContactPage');
const CommunityPage = page('./routes/community.tsx', 'CommunityPage');
const AboutPage = page('./routes/about.tsx', 'AboutPage');
const GuidelinesPage = page('./routes/guidelines.tsx', 'GuidelinesPage');
const PrivacyPage = page('./routes/legal.tsx', 'PrivacyPage');
const TermsPage = page('./routes/legal.tsx', 'TermsPage');
const AttributionPage = page('./routes/attribution.tsx', 'AttributionPage');
// Study circles: signed-in pages, never prerendered.
const CirclesPage = page('./routes/circles.tsx', 'CirclesPage');
const CirclePage = page('./routes/circles.tsx', 'CirclePage');
const JoinCirclePage = page('./routes/circles.tsx', 'JoinCirclePage');
const DialoguesPage = page('./routes/dialogues.tsx', 'DialoguesPage');
const DialoguePage = page('./routes/dialogues.tsx', 'DialoguePage');
const ConversationPage = page('./routes/dialogues.tsx', 'ConversationPage');

/** Every route of the app, in matching order; anything else is the 404 page. */
export const ROUTES: { path: string; page: Page }[] = [
  { path: '/', page: LandingPage },
  { path: '/features', page: FeaturesPage },
  { path: '/how-it-works', page: HowItWorksPage },
  { path: '/pricing', page: PricingPage },
  { path: '/dashboard', page: DashboardPage },
  { path: '/dashboard/report', page: DashboardReportPage },
  { path: '/analytics', page: AnalyticsPage },
  { path: '/which-verse', page: VerseFinderPage },
  { path: '/exercise/:type/:phraseId?', page: ExercisePage },
  { path: '/practice', page: PracticePage },
  { path: '/signin', page: SignInPage },
  { path: '/signup', page: SignUpPage },
  { path: '/profile', page: ProfilePage },
  { path: '/forgot-password', page: ForgotPasswordPage },
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '/oauth/complete', page: OAuthCompletePage },
  { path: '/welcome', page: WelcomePage },
  { path: '/payment-success', page: PaymentSuccessPage },
  { path: '/exercises', page: ExercisesPage },
  { path: '/stories', page: StoriesPage },
  { path: '/learn/grammar', page: GrammarGuidePage },
  { path: '/learn/pronunciation', page: PronunciationGuidePage },
  { path: '/learn/context', page: QuranicContextPage },
  { path: '/help', page: HelpPage },
  { path: '/contact', page: ContactPage },
  { path: '/community', page: CommunityPage },
  { path: '/about', page: AboutPage },
  { path: '/guidelines', page: GuidelinesPage },
  { path: '/privacy', page: PrivacyPage },
  { path: '/terms', page: TermsPage },
  { path: '/attribution', page: AttributionPage },
  { path: '/circles', page: CirclesPage },
  { path: '/dialogues', page: DialoguesPage },
  { path: '/dialogues/:id', page: DialoguePage },
  { path: '/conversation', page: ConversationPage },
  { path: '/circles/join/:code', page: JoinCirclePage },
  { path: '/circles/:id', page: CirclePage },
];

function Loading() {
  const { t } = useTranslation();
  return (
    // At least a screen tall, so the footer stays below the fold while a page loads and does not jump (layout shift).
    <p role="status" className="mx-auto min-h-screen max-w-6xl px-4 py-10 text-ink-muted">
      {t('common.loading')}
    </p>
  );
}

/** The page that renders `path` (the first route that matches, else the 404 page) and the path's parameters. */
export function routeFor(path: string): { page: Page; params: Record<string, string | undefined> } {
  for (const route of ROUTES) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (matches) return { page: route.page, params };
  }
  return { page: NotFoundPage, params: {} };
}

export const pageFor = (path: string): Page => routeFor(path).page;

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        {ROUTES.map(({ path, page: Component }) => (
          <Route key={path} path={path} component={Component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
