import { PASSWORD_MIN_LENGTH } from '@lisan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { confirmPasswordReset } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<'editing' | 'submitting' | 'done'>('editing');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('errors.passwordTooShort'));
    if (password !== confirm) return setError(t('errors.passwordsDoNotMatch'));
    setError(null);
    setStatus('submitting');
    try {
      await confirmPasswordReset(token, password);
      setStatus('done');
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
      setStatus('editing');
    }
  }

  if (status === 'done') {
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
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        testId="reset-password"
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        testId="reset-confirm-password"
      />
      <Button type="submit" size="lg" disabled={status === 'submitting'} data-testid="reset-submit">
        {status === 'submitting' ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
