import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../lib/api-client';
import { validationSentence } from '../../lib/validation-message';
import { translatedErrorKey } from './api';

/**
 * What this feature's forms say on failure (docs/rules.md): a network failure reads 'Network error. Please try again.'; otherwise the
 * server's message (in the interface language when we know its code), else the form's fallback text.
 */
export function useErrorText() {
  const { t } = useTranslation('auth');
  return (error: unknown, fallback: string): string => {
    if (error instanceof NetworkError) return t('errors.network');
    const key = translatedErrorKey(error);
    if (key) return t(key);
    if (error instanceof ApiError) return validationSentence(error) ?? error.serverMessage ?? fallback;
    return fallback;
  };
}
