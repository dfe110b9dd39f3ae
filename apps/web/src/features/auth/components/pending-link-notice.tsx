import { OAUTH_PROVIDER_NAMES } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import type { PendingLink } from '../oauth-api';

/** On the sign-in page: a provider account shares this email and will be linked once the password signs in. */
export function PendingLinkNotice({ link }: { link: PendingLink }) {
  const { t } = useTranslation('oauth');
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-line bg-surface-sunken p-3 text-sm"
      data-testid="oauth-pending-link"
    >
      {t('pendingLink', { provider: OAUTH_PROVIDER_NAMES[link.provider], email: link.email })}
    </p>
  );
}
