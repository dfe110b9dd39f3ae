import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { deleteAccount } from '../api';
import { useOAuthErrorText } from '../../oauth';
import { PasswordField } from './password-field';

/**
 * Deleting the account is confirmed in a dialog, with the password, and cannot be undone. An account without a
 * password (made through a sign-in provider) confirms with a recent sign-in instead, which the server checks.
 */
export function DeleteAccountDialog({ hasPassword = true }: { hasPassword?: boolean }) {
  const { t } = useTranslation('auth');
  const { t: tOAuth } = useTranslation('oauth');
  // Knows the words for 'sign in again first' as well as the password errors.
  const errorText = useOAuthErrorText();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !password) return setError(t('errors.required'));
    setError(null);
    setSubmitting(true);
    try {
      await deleteAccount(hasPassword ? password : undefined);
      setOpen(false);
      toast({ title: t('deleteAccount.done') });
      navigate('/');
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
      setSubmitting(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="profile-delete-account">
        {t('profile.deleteAccount')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(value) => {
          setOpen(value);
          if (!value) {
            setPassword('');
            setError(null);
          }
        }}
        title={t('deleteAccount.title')}
        description={t('deleteAccount.description')}
        testId="delete-account-dialog"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && (
            <FormMessage kind="error" testId="delete-account-error">
              {error}
            </FormMessage>
          )}
          {hasPassword ? (
            <PasswordField
              label={t('deleteAccount.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              testId="delete-account-password"
            />
          ) : (
            <p className="text-sm text-ink-muted" data-testid="delete-account-no-password">
              {tOAuth('deleteWithoutPassword')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={submitting}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={submitting} data-testid="delete-account-confirm">
              {submitting ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
