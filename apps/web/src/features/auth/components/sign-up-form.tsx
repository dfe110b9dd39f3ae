import {
  LEARNING_GOALS,
  MEMORIZATION_LEVELS,
  NATIVE_LANGUAGES,
  PASSWORD_MIN_LENGTH,
  SIGNUP_REDIRECT_MS,
  type SignupRequest,
} from '@lisan/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormMessage, SelectField, TextField } from '../../../components/ui/form-field';
import { signUp } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

type Fields = Required<Pick<SignupRequest, 'firstName' | 'lastName' | 'email' | 'password'>> & {
  confirmPassword: string;
  memorizationLevel: string;
  nativeLanguage: string;
  learningGoal: string;
};
type FieldErrors = Partial<Record<keyof Fields | 'terms', string>>;

const empty: Fields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  memorizationLevel: '',
  nativeLanguage: '',
  learningGoal: '',
};

/**
 * Spec §5 sign-up: names, email, password twice and the terms are required; the three selects are not.
 * States (spec §4): submitting, then an error message, or a success message and /signin after 2 seconds.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [fields, setFields] = useState<Fields>(empty);
  const [terms, setTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'editing' | 'submitting' | 'success'>('editing');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate('/signin'), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    for (const name of ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const) {
      if (!fields[name].trim()) errors[name] = t('errors.required');
    }
    if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim()))
      errors.email = t('errors.emailInvalid');
    if (!errors.password && fields.password.length < PASSWORD_MIN_LENGTH)
      errors.password = t('errors.passwordTooShort');
    if (!errors.confirmPassword && fields.password !== fields.confirmPassword) {
      errors.confirmPassword = t('errors.passwordsDoNotMatch');
    }
    if (!terms) errors.terms = t('errors.termsRequired');
    return errors;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const errors = validate();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setStatus('submitting');
    try {
      await signUp({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        password: fields.password,
        memorizationLevel: (fields.memorizationLevel || undefined) as SignupRequest['memorizationLevel'],
        nativeLanguage: (fields.nativeLanguage || undefined) as SignupRequest['nativeLanguage'],
        learningGoal: (fields.learningGoal || undefined) as SignupRequest['learningGoal'],
      });
      setStatus('success');
    } catch (failure) {
      setError(errorText(failure, t('errors.signUpFailed')));
      setStatus('editing');
    }
  }

  if (status === 'success') {
    return (
      <FormMessage kind="success" testId="signup-success">
        {t('signUp.success')}
      </FormMessage>
    );
  }

  const optional = <span className="font-normal text-ink-muted">({t('signUp.optional')})</span>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="signup-form">
      {error && (
        <FormMessage kind="error" testId="signup-error">
          {error}
        </FormMessage>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('signUp.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          value={fields.firstName}
          onChange={set('firstName')}
          error={fieldErrors.firstName}
          data-testid="signup-first-name"
        />
        <TextField
          label={t('signUp.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          value={fields.lastName}
          onChange={set('lastName')}
          error={fieldErrors.lastName}
          data-testid="signup-last-name"
        />
      </div>
      <TextField
        label={t('signUp.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={fields.email}
        onChange={set('email')}
        error={fieldErrors.email}
        data-testid="signup-email"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('signUp.password')}
          hint={t('signUp.passwordHint')}
          name="password"
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
          error={fieldErrors.password}
          testId="signup-password"
        />
        <PasswordField
          label={t('signUp.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          error={fieldErrors.confirmPassword}
          testId="signup-confirm-password"
        />
      </div>
      <SelectField
        label={
          <>
            {t('signUp.memorizationLevel')} {optional}
          </>
        }
        name="memorizationLevel"
        value={fields.memorizationLevel}
        onChange={set('memorizationLevel')}
        data-testid="signup-memorization"
      >
        <option value="">{t('signUp.choose')}</option>
        {MEMORIZATION_LEVELS.map((value) => (
          <option key={value} value={value}>
            {t(`options.memorizationLevel.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={
            <>
              {t('signUp.nativeLanguage')} {optional}
            </>
          }
          name="nativeLanguage"
          value={fields.nativeLanguage}
          onChange={set('nativeLanguage')}
          data-testid="signup-native-language"
        >
          <option value="">{t('signUp.choose')}</option>
          {NATIVE_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`options.nativeLanguage.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={
            <>
              {t('signUp.learningGoal')} {optional}
            </>
          }
          name="learningGoal"
          value={fields.learningGoal}
          onChange={set('learningGoal')}
          data-testid="signup-goal"
        >
          <option value="">{t('signUp.choose')}</option>
          {LEARNING_GOALS.map((value) => (
            <option key={value} value={value}>
              {t(`options.learningGoal.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            required
            aria-invalid={fieldErrors.terms ? true : undefined}
            data-testid="signup-terms"
          />
          <span>
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: <Link href="/terms" className="font-medium text-brand underline" />,
                privacy: <Link href="/privacy" className="font-medium text-brand underline" />,
              }}
            />
          </span>
        </label>
        {fieldErrors.terms && (
          <p className="text-sm text-danger" role="alert">
            {fieldErrors.terms}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={status === 'submitting'} data-testid="signup-submit">
        {status === 'submitting' ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
