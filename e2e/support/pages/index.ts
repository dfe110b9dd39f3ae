/** Page objects: what a test does on a screen, named as a learner would say it; test ids live here only. */
export { AppShell } from './app-shell';
export { ContactPage } from './contact';
export { DashboardPage } from './dashboard';
export { ExercisePage } from './exercise';
export { PricingPage } from './pricing';
export { ProfilePage } from './profile';
export { SignInPage } from './sign-in';
export { SignUpPage } from './sign-up';
export { WelcomePage } from './welcome';
