/* Accounts, sign-in (with a password, Google or Facebook) and the profile: what other features may use. Other features import only this file (eslint.config.js). */
export { useErrorText } from './use-error-text';
export { downloadMyData, signOut, signOutEverywhere, updateProfile } from './api';
export { AccountNav } from './components/account-nav';
export { AuthCard } from './components/auth-card';
export { ChangePasswordDialog } from './components/change-password-dialog';
export { DeleteAccountDialog } from './components/delete-account-dialog';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LinkedProviders } from './components/linked-providers';
export { ProfileDetails } from './components/profile-details';
export { ProviderButtons } from './components/provider-buttons';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { useOAuthErrorText } from './components/use-oauth-error-text';
export { completeProviderSignIn, useIdentities } from './oauth-api';
export { LearningSettings } from './components/learning-settings';
