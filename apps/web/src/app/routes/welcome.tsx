import { LEARNING_GOALS, MEMORIZATION_LEVELS, NATIVE_LANGUAGES } from '@lisan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { FormMessage, SelectField } from '../../components/ui/form-field';
import { AuthCard, updateProfile, useErrorText } from '../../features/auth';
import { useSession } from '../../features/session';
import { afterSignInPath } from '../../features/billing';

/**
 * After a first sign-in with a provider: the sign-up extras the provider does not know (memorisation, native
 * language, goal), asked once. Each stays optional, as on the sign-up form; "Skip" goes on without them.
 */
export function WelcomePage() {
  const { t } = useTranslation('oauth');
  const { t: tAuth } = useTranslation('auth');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const session = useSession();
  const [fields, setFields] = useState({ memorizationLevel: '', nativeLanguage: '', learningGoal: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await updateProfile({
        memorizationLevel: fields.memorizationLevel as (typeof MEMORIZATION_LEVELS)[number] | '',
        nativeLanguage: fields.nativeLanguage as (typeof NATIVE_LANGUAGES)[number] | '',
        learningGoal: fields.learningGoal as (typeof LEARNING_GOALS)[number] | '',
      });
      navigate(afterSignInPath());
    } catch (failure) {
      setError(errorText(failure, tAuth('errors.generic')));
      setSubmitting(false);
    }
  }

  const name = session.status === 'signedIn' ? session.user.firstName : '';
  return (
    <AuthCard title={t('welcome.title', { name })} intro={t('welcome.intro')} testId="page-welcome">
      <form onSubmit={onSubmit} className="grid gap-4" data-testid="welcome-form">
        {error && (
          <FormMessage kind="error" testId="welcome-error">
            {error}
          </FormMessage>
        )}
        <SelectField
          label={tAuth('signUp.memorizationLevel')}
          name="memorizationLevel"
          value={fields.memorizationLevel}
          onChange={set('memorizationLevel')}
          data-testid="welcome-memorization"
        >
          <option value="">{tAuth('signUp.choose')}</option>
          {MEMORIZATION_LEVELS.map((value) => (
            <option key={value} value={value}>
              {tAuth(`options.memorizationLevel.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={tAuth('signUp.nativeLanguage')}
          name="nativeLanguage"
          value={fields.nativeLanguage}
          onChange={set('nativeLanguage')}
          data-testid="welcome-native-language"
        >
          <option value="">{tAuth('signUp.choose')}</option>
          {NATIVE_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {tAuth(`options.nativeLanguage.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={tAuth('signUp.learningGoal')}
          name="learningGoal"
          value={fields.learningGoal}
          onChange={set('learningGoal')}
          data-testid="welcome-goal"
        >
          <option value="">{tAuth('signUp.choose')}</option>
          {LEARNING_GOALS.map((value) => (
            <option key={value} value={value}>
              {tAuth(`options.learningGoal.${value}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => navigate(afterSignInPath())}
            disabled={submitting}
            data-testid="welcome-skip"
          >
            {t('welcome.skip')}
          </Button>
          <Button type="submit" disabled={submitting} data-testid="welcome-save">
            {submitting ? t('welcome.saving') : t('welcome.save')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
