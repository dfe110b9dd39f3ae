import { AUTH_TEXTS, ERROR_TEXTS } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import type { SchemaIssue } from '../../lib/use-contract-form';
import { checkFieldsSentence } from '../../lib/validation-message';

/** The contract's messages this feature's forms show, and their words in auth.json. */
const ISSUE_KEYS = {
  [AUTH_TEXTS.emailRequired]: 'errors.required',
  [AUTH_TEXTS.passwordRequired]: 'errors.required',
  [AUTH_TEXTS.firstNameRequired]: 'errors.required',
  [AUTH_TEXTS.lastNameRequired]: 'errors.required',
  [AUTH_TEXTS.emailInvalid]: 'errors.emailInvalid',
  [ERROR_TEXTS.passwordTooShort]: 'errors.passwordTooShort',
} as const satisfies Record<string, `errors.${string}`>;

/**
 * A contract schema's issue on an account form, in the interface language. An issue without its own words (a
 * name too long, a character that cannot be stored) names the field to check, as a refused request would.
 */
export function useIssueText() {
  const { t } = useTranslation('auth');
  return (issue: SchemaIssue, field: string): string => {
    const key = ISSUE_KEYS[issue.message as keyof typeof ISSUE_KEYS];
    return key ? t(key) : checkFieldsSentence([field]);
  };
}
