import { PASSWORD_MIN_LENGTH } from '@lisan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { changePassword } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

/** Current password, new password twice. This browser stays signed in; the server signs out every other one. */
export function ChangePasswordDialog() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(value: boolean) {
    setOpen(value);
    if (!value) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setError(null);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) return setError(t('errors.required'));
    if (next.length < PASSWORD_MIN_LENGTH) return setError(t('errors.passwordTooShort'));
    if (next !== confirm) return setError(t('errors.passwordsDoNotMatch'));
    setError(null);
    setSubmitting(true);
    try {
      await changePassword({ currentPassword: current, newPassword: next });
      onOpenChange(false);
      toast({ title: t('changePassword.done') });
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="profile-change-password">
        {t('profile.changePassword')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('changePassword.title')}
        description={t('changePassword.description')}
        testId="change-password-dialog"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && (
            <FormMessage kind="error" testId="change-password-error">
              {error}
            </FormMessage>
          )}
          <PasswordField
            label={t('changePassword.currentPassword')}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            testId="change-password-current"
          />
          <PasswordField
            label={t('changePassword.newPassword')}
            hint={t('signUp.passwordHint')}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            testId="change-password-new"
          />
          <PasswordField
            label={t('changePassword.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            testId="change-password-confirm"
          />
          <Button type="submit" disabled={submitting} data-testid="change-password-submit">
            {submitting ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
