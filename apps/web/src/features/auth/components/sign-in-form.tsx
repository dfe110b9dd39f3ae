import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { signIn } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

type Provider = 'Google' | 'Facebook';

/**
 * Spec §2 sign in: email, password with show/hide, remember me, forgot-password link, Google and Facebook.
 * Success stores the session and goes to / (spec §4). A plan chosen on the pricing page before signing in stays
 * stored under 'pending-plan': the pricing feature picks it up after sign-in.
 */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
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
      navigate('/');
    } catch (failure) {
      setError(errorText(failure, t('errors.signInFailed')));
      setSubmitting(false);
    }
  }

  // No OAuth provider is configured: say so rather than doing nothing (issue 3).
  const providerUnavailable = (provider: Provider) =>
    toast({
      title: t('signIn.providerUnavailableTitle', { provider }),
      description: t('signIn.providerUnavailable', { provider }),
    });

  return (
    <>
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
          <Link href="/forgot-password" className="font-medium text-brand hover:underline" data-testid="forgot-password-link">
            {t('signIn.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={submitting} data-testid="signin-submit">
          {submitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-ink-muted">
        <span className="h-px flex-1 bg-line" />
        {t('signIn.orContinueWith')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => providerUnavailable('Google')} data-testid="signin-google">
          {t('signIn.google')}
        </Button>
        <Button variant="secondary" onClick={() => providerUnavailable('Facebook')} data-testid="signin-facebook">
          {t('signIn.facebook')}
        </Button>
      </div>
    </>
  );
}
