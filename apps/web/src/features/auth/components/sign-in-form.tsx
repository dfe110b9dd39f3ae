import { OAUTH_PROVIDER_NAMES, signinRequestSchema } from '@lisan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useContractForm } from '../../../lib/use-contract-form';
import { checkFieldsSentence } from '../../../lib/validation-message';
import { afterSignInPath } from '../../billing';
import { pendingLink } from '../oauth-api';
import { PendingLinkNotice } from './pending-link-notice';
import { ProviderButtons } from './provider-buttons';
import { useSignIn } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

/**
 * Sign-in: email, password with show/hide, remember me, forgot-password link, Google and Facebook (shown
 * only when the server has them configured).
 * Success stores the session and goes on to the learner's lesson (the dashboard), or to the pricing page when a
 * plan chosen there before signing in is stored under 'pending-plan' (the pricing page opens its purchase modal).
 */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const { t: tOAuth } = useTranslation('oauth');
  const [pending] = useState(pendingLink);
  const signIn = useSignIn();
  const form = useContractForm({
    initialValues: { email: pending?.email ?? '', password: '', rememberMe: false },
    schema: signinRequestSchema,
    // The browser has already asked for the `required` fields; what slips past it reads as the server's refusal.
    message: (_issue, field) => checkFieldsSentence([field]),
  });

  const onSubmit = form.handleSubmit(
    (request) => {
      // Decided before signing in: the new session moves the app on by itself when a plan is pending (to /pricing,
      // whose purchase modal then uses the plan up), and going there again would leave the modal behind.
      const destination = afterSignInPath();
      // Awaited rather than given as mutate's onSuccess: the new session can move the app on and unmount this
      // form, and mutate's own callbacks never run for an unmounted component.
      void signIn
        .mutateAsync(request)
        .then(({ linked }) => {
          if (linked) toast({ title: tOAuth('linked', { provider: OAUTH_PROVIDER_NAMES[linked] }) });
          if (window.location.pathname !== destination) navigate(destination);
        })
        .catch(() => undefined); // shown from signIn.error
    },
    () => signIn.reset(),
  );
  // After success the page is on its way on: the button stays busy rather than inviting a second sign-in.
  const submitting = signIn.isPending || signIn.isSuccess;
  const error = form.firstError ?? (signIn.error ? errorText(signIn.error, t('errors.signInFailed')) : null);

  return (
    <>
      {pending && <PendingLinkNotice link={pending} />}
      <form onSubmit={onSubmit} className="grid gap-4" data-testid="signin-form">
        {error && (
          <FormMessage kind="error" testId="signin-error">
            {error}
          </FormMessage>
        )}
        <TextField
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.field('email')}
          data-testid="signin-email"
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
          testId="signin-password"
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              {...form.checkbox('rememberMe')}
              data-testid="signin-remember"
            />
            {t('signIn.rememberMe')}
          </label>
          <Link
            href="/forgot-password"
            className="font-medium text-brand hover:underline"
            data-testid="forgot-password-link"
          >
            {t('signIn.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={submitting} data-testid="signin-submit">
          {submitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <ProviderButtons rememberMe={form.values.rememberMe} />
    </>
  );
}
