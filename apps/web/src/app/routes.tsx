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
const ExercisePage = page(() => import('./routes/exercise'), 'ExercisePage');
const SignInPage = page(() => import('./routes/sign-in'), 'SignInPage');
const SignUpPage = page(() => import('./routes/sign-up'), 'SignUpPage');
const ProfilePage = page(() => import('./routes/profile'), 'ProfilePage');
const PaymentSuccessPage = page(() => import('./routes/payment-success'), 'PaymentSuccessPage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-ink-muted">
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
        <Route path="/exercise/:type/:phraseId?" component={ExercisePage} />
        <Route path="/signin" component={SignInPage} />
        <Route path="/signup" component={SignUpPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/payment-success" component={PaymentSuccessPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
