import { OAUTH_PROVIDER_NAMES } from '@lisan/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { FormMessage } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toast-store';
import { AuthCard, completeProviderSignIn, useOAuthErrorText } from '../../features/auth';
import { afterSignInPath } from '../../features/billing';

/**
 * Where the server sends the browser back from Google or Facebook. It asks the server how the trip ended, once:
 * signed in (to / like a password sign-in, or to /welcome for a new account), a provider linked (to the
 * profile), a link waiting for the password (to /signin), or what went wrong.
 */
export function OAuthCompletePage() {
  const { t } = useTranslation('oauth');
  const errorText = useOAuthErrorText();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // The answer can be had only once (it opens the session): never ask twice, even if the effect runs again.
    if (asked.current) return;
    asked.current = true;
    completeProviderSignIn().then(
      (outcome) => {
        if (outcome.outcome === 'signedIn')
          navigate(outcome.newAccount ? '/welcome' : afterSignInPath(), { replace: true });
        else if (outcome.outcome === 'linked') {
          toast({ title: t('linked', { provider: OAUTH_PROVIDER_NAMES[outcome.provider] }) });
          navigate('/profile', { replace: true });
        } else navigate('/signin', { replace: true });
      },
      (failure: unknown) => setError(errorText(failure, t('errors.generic'))),
    );
  }, [navigate, errorText, t]);

  return (
    <AuthCard
      title={error ? t('failedTitle') : t('completingTitle')}
      testId="page-oauth-complete"
      footer={
        error && (
          <Link href="/signin" className="font-medium text-brand hover:underline" data-testid="oauth-back">
            {t('backToSignIn')}
          </Link>
        )
      }
    >
      {error ? (
        <FormMessage kind="error" testId="oauth-error">
          {error}
        </FormMessage>
      ) : (
        <p role="status" className="text-ink-muted">
          {t('completing')}
        </p>
      )}
    </AuthCard>
  );
}
