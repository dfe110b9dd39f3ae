import { useTranslation } from 'react-i18next';
import { oauthErrorCode } from '../oauth-api';
import { useErrorText } from '../use-error-text';

/** The words for a failed OAuth call: this feature's translation when the server named a known code. */
export function useOAuthErrorText() {
  const { t } = useTranslation('oauth');
  const errorText = useErrorText();
  return (error: unknown, fallback: string): string => {
    const code = oauthErrorCode(error);
    return code ? t(`errors.${code}`) : errorText(error, fallback);
  };
}
