import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { LandingPage } from './routes/landing';

/** Pages other than the landing page load on demand, so the first visit downloads only what it shows. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const FeaturesPage = page(() => import('./routes/features'), 'FeaturesPage');
const HowItWorksPage = page(() => import('./routes/how-it-works'), 'HowItWorksPage');
const PricingPage = page(() => import('./routes/pricing'), 'PricingPage');
const DashboardPage = page(() => import('./routes/dashboard'), 'DashboardPage');
const DashboardReportPage = page(() => import('./routes/dashboard-report'), 'DashboardReportPage');
const VerseFinderPage = page(() => import('./routes/verse-finder'), 'VerseFinderPage');
const ExercisePage = page(() => import('./routes/exercise'), 'ExercisePage');
const SignInPage = page(() => import('./routes/sign-in'), 'SignInPage');
const SignUpPage = page(() => import('./routes/sign-up'), 'SignUpPage');
const ProfilePage = page(() => import('./routes/profile'), 'ProfilePage');
const ForgotPasswordPage = page(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./routes/reset-password'), 'ResetPasswordPage');
const PaymentSuccessPage = page(() => import('./routes/payment-success'), 'PaymentSuccessPage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');
// Public pages of the footer (spec §2): content pages, the guides, the contact form and the legal pages.
const ExercisesPage = page(() => import('./routes/exercises'), 'ExercisesPage');
const StoriesPage = page(() => import('./routes/stories'), 'StoriesPage');
const GrammarGuidePage = page(() => import('./routes/learn'), 'GrammarGuidePage');
const PronunciationGuidePage = page(() => import('./routes/learn'), 'PronunciationGuidePage');
const QuranicContextPage = page(() => import('./routes/learn'), 'QuranicContextPage');
const HelpPage = page(() => import('./routes/help'), 'HelpPage');
const ContactPage = page(() => import('./routes/contact'), 'ContactPage');
const CommunityPage = page(() => import('./routes/community'), 'CommunityPage');
const AboutPage = page(() => import('./routes/about'), 'AboutPage');
const GuidelinesPage = page(() => import('./routes/guidelines'), 'GuidelinesPage');
const PrivacyPage = page(() => import('./routes/legal'), 'PrivacyPage');
const TermsPage = page(() => import('./routes/legal'), 'TermsPage');
const AttributionPage = page(() => import('./routes/attribution'), 'AttributionPage');

function Loading() {
  const { t } = useTranslation();
  return (
    // At least a screen tall, so the footer stays below the fold while a page loads and does not jump (layout shift).
    <p role="status" className="mx-auto min-h-screen max-w-6xl px-4 py-10 text-ink-muted">
      {t('common.loading')}
    </p>
  );
}

/** Every route of spec §2; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/features" component={FeaturesPage} />
        <Route path="/how-it-works" component={HowItWorksPage} />
        <Route path="/pricing" component={PricingPage} />
        <Route path="/dashboard" component={DashboardPage} />
        <Route path="/dashboard/report" component={DashboardReportPage} />
        <Route path="/which-verse" component={VerseFinderPage} />
        <Route path="/exercise/:type/:phraseId?" component={ExercisePage} />
        <Route path="/signin" component={SignInPage} />
        <Route path="/signup" component={SignUpPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/payment-success" component={PaymentSuccessPage} />
        <Route path="/exercises" component={ExercisesPage} />
        <Route path="/stories" component={StoriesPage} />
        <Route path="/learn/grammar" component={GrammarGuidePage} />
        <Route path="/learn/pronunciation" component={PronunciationGuidePage} />
        <Route path="/learn/context" component={QuranicContextPage} />
        <Route path="/help" component={HelpPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/community" component={CommunityPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/guidelines" component={GuidelinesPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/attribution" component={AttributionPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
