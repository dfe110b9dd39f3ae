/** Page objects: what a test does on a screen, named as a learner would say it; test ids live here only. */
export { DashboardPage } from './dashboard';
export { ExercisePage } from './exercise';
export { PricingPage } from './pricing';
export { ProfilePage } from './profile';
export { SignInPage } from './sign-in';
export { SignUpPage } from './sign-up';
