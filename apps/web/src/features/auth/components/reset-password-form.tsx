import { passwordResetConfirmSchema } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useConfirmPasswordReset } from '../api';
import { useErrorText } from '../use-error-text';
import { useIssueText } from '../use-issue-text';
import { PasswordField } from './password-field';

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const confirm = useConfirmPasswordReset();
  const form = useContractForm({
    initialValues: { password: '', confirm: '' },
    schema: passwordResetConfirmSchema,
    toRequest: (fields) => ({ token, password: fields.password }),
    message: useIssueText(),
    rules: (fields) => ({
      confirm: fields.password !== fields.confirm ? t('errors.passwordsDoNotMatch') : undefined,
    }),
  });
  const onSubmit = form.handleSubmit(
    (body) => confirm.mutate(body),
    () => confirm.reset(),
  );
  const error = form.firstError ?? (confirm.error ? errorText(confirm.error, t('errors.generic')) : null);

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-4">
        <FormMessage kind="success" testId="reset-done">
          {t('reset.done')}
        </FormMessage>
        <Link href="/signin" className={buttonClasses('primary', 'lg')} data-testid="reset-signin">
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="reset-form">
      {error && (
        <FormMessage kind="error" testId="reset-error">
          {error}
        </FormMessage>
      )}
      <PasswordField
        label={t('reset.password')}
        hint={t('signUp.passwordHint')}
        autoComplete="new-password"
        {...form.field('password')}
        testId="reset-password"
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirm')}
        testId="reset-confirm-password"
      />
      <Button type="submit" size="lg" disabled={confirm.isPending} data-testid="reset-submit">
        {confirm.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
