import { OAUTH_PROVIDER_NAMES, type OAuthProvider } from '@lisan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { goToProvider, identitiesQueryKey, unlinkProvider, useIdentities } from '../oauth-api';
import { useOAuthErrorText } from './use-oauth-error-text';
import { formatDate } from '../../../lib/format';

/**
 * The profile's "Sign-in methods": the password (if any) and each provider, linked or ready to link. The server
 * refuses to remove the last way to sign in; the button says why beforehand.
 */
export function LinkedProviders() {
  const { t, i18n } = useTranslation('oauth');
  const errorText = useOAuthErrorText();
  const queryClient = useQueryClient();
  const { data, isError } = useIdentities();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  if (isError) return <p className="text-sm text-danger">{t('errors.loadFailed')}</p>;
  if (!data) return <p className="text-sm text-ink-muted">{t('loading')}</p>;

  const linked = new Map(data.identities.map((identity) => [identity.provider, identity]));
  const providers = [...new Set<OAuthProvider>([...data.available, ...linked.keys()])];
  const onlyWay = !data.hasPassword && linked.size === 1;
  const date = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'medium' });

  async function onRemove(provider: OAuthProvider) {
    setBusy(provider);
    try {
      await unlinkProvider(provider);
      toast({ title: t('removed', { provider: OAUTH_PROVIDER_NAMES[provider] }) });
      await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
    } catch (failure) {
      toast({ title: errorText(failure, t('errors.generic')), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="grid gap-3" data-testid="linked-providers">
      <li className="flex flex-wrap items-center justify-between gap-2" data-testid="sign-in-method-password">
        <span className="font-medium">{t('password')}</span>
        <span className="text-sm text-ink-muted">
          {data.hasPassword ? t('passwordSet') : t('passwordNotSet')}
        </span>
      </li>
      {providers.map((provider) => {
        const identity = linked.get(provider);
        const name = OAUTH_PROVIDER_NAMES[provider];
        return (
          <li
            key={provider}
            className="flex flex-wrap items-center justify-between gap-2"
            data-testid={`linked-${provider}`}
          >
            <span className="min-w-0">
              <span className="font-medium">{name}</span>
              <span className="block text-sm text-ink-muted">
                {identity
                  ? t('linkedAs', { email: identity.email ?? '—', date: date(identity.linkedAt) })
                  : t('notLinked')}
              </span>
            </span>
            {identity ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy !== null || onlyWay}
                title={onlyWay ? t('errors.last_sign_in_method') : undefined}
                onClick={() => onRemove(provider)}
                data-testid={`unlink-${provider}`}
              >
                {t('remove')}
              </Button>
            ) : (
              data.available.includes(provider) && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => goToProvider(provider, { link: true })}
                  data-testid={`link-${provider}`}
                >
                  {t('link', { provider: name })}
                </Button>
              )
            )}
          </li>
        );
      })}
      {onlyWay && (
        <li className="text-sm text-ink-muted" data-testid="only-way-note">
          {t('onlyWay')}
        </li>
      )}
    </ul>
  );
}
