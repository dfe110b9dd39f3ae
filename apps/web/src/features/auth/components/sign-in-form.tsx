import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { OAUTH_PROVIDER_NAMES } from '@lisan/contract';
import { linkPendingProvider, pendingLink, PendingLinkNotice, ProviderButtons } from '../../oauth';
import { signIn } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

/**
 * Spec §2 sign in: email, password with show/hide, remember me, forgot-password link, Google and Facebook (shown
 * only when the server has them configured, issue 21).
 * Success stores the session and goes to / (spec §4). A plan chosen on the pricing page before signing in stays
 * stored under 'pending-plan': the pricing feature picks it up after sign-in.
 */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const { t: tOAuth } = useTranslation('oauth');
  const [pending] = useState(pendingLink);
  const [email, setEmail] = useState(pending?.email ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await signIn({ email, password, rememberMe });
      // A Google or Facebook account with this email was waiting for the password: link it now (issue 21).
      const linked = await linkPendingProvider();
      if (linked) toast({ title: tOAuth('linked', { provider: OAUTH_PROVIDER_NAMES[linked] }) });
      navigate('/');
    } catch (failure) {
      setError(errorText(failure, t('errors.signInFailed')));
      setSubmitting(false);
    }
  }

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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="signin-email"
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          testId="signin-password"
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
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
      <ProviderButtons rememberMe={rememberMe} />
    </>
  );
}
