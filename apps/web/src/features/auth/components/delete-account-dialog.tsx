import { deleteAccountRequestSchema } from '@lisan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useContractForm } from '../../../lib/use-contract-form';
import { useDeleteAccount } from '../api';
import { useOAuthErrorText } from './use-oauth-error-text';
import { useIssueText } from '../use-issue-text';
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
  const remove = useDeleteAccount();
  const form = useContractForm({
    initialValues: { password: '' },
    schema: deleteAccountRequestSchema,
    toRequest: (fields) => (hasPassword ? { password: fields.password } : {}),
    message: useIssueText(),
  });

  const onSubmit = form.handleSubmit(
    (body) =>
      // Awaited rather than given as mutate's onSuccess: deleting signs out, which unmounts this dialog (with the
      // profile) before the answer is in, and mutate's own callbacks never run for an unmounted component.
      void remove
        .mutateAsync(body)
        .then(() => {
          setOpen(false);
          toast({ title: t('deleteAccount.done') });
          navigate('/');
        })
        .catch(() => undefined), // shown from remove.error
    () => remove.reset(),
  );
  // After success the page is on its way to /: the buttons stay busy.
  const submitting = remove.isPending || remove.isSuccess;
  const error = form.firstError ?? (remove.error ? errorText(remove.error, t('errors.generic')) : null);

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
            form.reset();
            remove.reset();
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
              {...form.field('password')}
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
