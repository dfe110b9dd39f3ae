import { OAUTH_PROVIDER_NAMES } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { goToProvider, useProviders } from '../oauth-api';

/**
 * "Continue with Google / Facebook" on sign-in and sign-up. Only the providers the server has configured are shown;
 * with none, neither the buttons nor the divider above them appear.
 */
export function ProviderButtons({ rememberMe = false }: { rememberMe?: boolean }) {
  const { t } = useTranslation('oauth');
  const providers = useProviders();
  if (providers.length === 0) return null;
  return (
    <div data-testid="oauth-providers">
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-ink-muted">
        <span className="h-px flex-1 bg-line" />
        {t('orContinueWith')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className={`grid gap-3 ${providers.length > 1 ? 'grid-cols-2' : ''}`}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            onClick={() => goToProvider(provider, { rememberMe })}
            data-testid={`signin-${provider}`}
          >
            {t('continueWith', { provider: OAUTH_PROVIDER_NAMES[provider] })}
          </Button>
        ))}
      </div>
    </div>
  );
}
