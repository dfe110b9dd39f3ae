import {
  DEFAULT_SESSION_SIZE,
  SIGNUP_REDIRECT_MS,
  signupRequestSchema,
  type SignupRequest,
} from '@lisan/contract';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormMessage, SelectField, TextField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { afterSignInPath } from '../../billing';
import { useSignUp } from '../api';
import { useErrorText } from '../use-error-text';
import { useIssueText } from '../use-issue-text';
import { ChoiceOptions, DailyGoalOptions } from './choice-options';
import { PasswordField } from './password-field';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  memorizationLevel: '',
  nativeLanguage: '',
  learningGoal: '',
  dailyGoal: String(DEFAULT_SESSION_SIZE),
  terms: false,
};
type Fields = typeof empty;

/**
 * Sign-up (docs/rules.md, Accounts): names, email, password twice and the terms are required; the three selects are
 * not, and the daily goal starts at ten. States: submitting, then an error message, or the learner is signed in,
 * welcomed, and taken on after 2 seconds to today's practice (or at once to the pricing page to finish a plan chosen
 * before signing up).
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const issueText = useIssueText();
  const [, navigate] = useLocation();
  const signUp = useSignUp();
  const form = useContractForm({
    initialValues: empty,
    schema: signupRequestSchema,
    // An untouched select is not sent: the learner did not say.
    toRequest: (fields: Fields): SignupRequest => ({
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      password: fields.password,
      memorizationLevel: (fields.memorizationLevel || undefined) as SignupRequest['memorizationLevel'],
      nativeLanguage: (fields.nativeLanguage || undefined) as SignupRequest['nativeLanguage'],
      learningGoal: (fields.learningGoal || undefined) as SignupRequest['learningGoal'],
      dailyGoal: Number(fields.dailyGoal) as SignupRequest['dailyGoal'],
    }),
    // A blank field reads "required" whatever rule the schema names first (an empty password is also too short).
    message: (issue, field, fields) => {
      const value = fields[field];
      return typeof value === 'string' && !value.trim() ? t('errors.required') : issueText(issue, field);
    },
    rules: (fields) => ({
      confirmPassword: !fields.confirmPassword.trim()
        ? t('errors.required')
        : fields.password !== fields.confirmPassword
          ? t('errors.passwordsDoNotMatch')
          : undefined,
      terms: fields.terms ? undefined : t('errors.termsRequired'),
    }),
  });
  const fieldErrors = form.errors;

  useEffect(() => {
    if (!signUp.isSuccess) return;
    const timer = setTimeout(() => navigate(afterSignInPath()), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signUp.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(
    (request) => signUp.mutate(request),
    () => signUp.reset(),
  );
  const error = signUp.error ? errorText(signUp.error, t('errors.signUpFailed')) : null;

  if (signUp.isSuccess) {
    return (
      <FormMessage kind="success" testId="signup-success">
        {t('signUp.welcome', { name: signUp.data.firstName })}
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
          {...form.field('firstName')}
          error={fieldErrors.firstName}
          data-testid="signup-first-name"
        />
        <TextField
          label={t('signUp.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          {...form.field('lastName')}
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
        {...form.field('email')}
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
          {...form.field('password')}
          error={fieldErrors.password}
          testId="signup-password"
        />
        <PasswordField
          label={t('signUp.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
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
        {...form.field('memorizationLevel')}
        data-testid="signup-memorization"
      >
        <ChoiceOptions of="memorizationLevel" />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={
            <>
              {t('signUp.nativeLanguage')} {optional}
            </>
          }
          name="nativeLanguage"
          {...form.field('nativeLanguage')}
          data-testid="signup-native-language"
        >
          <ChoiceOptions of="nativeLanguage" />
        </SelectField>
        <SelectField
          label={
            <>
              {t('signUp.learningGoal')} {optional}
            </>
          }
          name="learningGoal"
          {...form.field('learningGoal')}
          data-testid="signup-goal"
        >
          <ChoiceOptions of="learningGoal" />
        </SelectField>
      </div>
      <SelectField
        label={t('signUp.dailyGoal')}
        hint={t('signUp.dailyGoalHint')}
        name="dailyGoal"
        {...form.field('dailyGoal')}
        data-testid="signup-daily-goal"
      >
        <DailyGoalOptions />
      </SelectField>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand"
            {...form.checkbox('terms')}
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
      <Button type="submit" size="lg" disabled={signUp.isPending} data-testid="signup-submit">
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
