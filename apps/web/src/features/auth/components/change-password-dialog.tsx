import { changePasswordRequestSchema } from '@lisan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api';
import { useErrorText } from '../use-error-text';
import { useIssueText } from '../use-issue-text';
import { PasswordField } from './password-field';

/** Current password, new password twice. This browser stays signed in; the server signs out every other one. */
export function ChangePasswordDialog() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const form = useContractForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    schema: changePasswordRequestSchema,
    toRequest: ({ confirm: _confirm, ...request }) => request,
    message: useIssueText(),
    rules: (fields) => ({
      confirm: fields.newPassword !== fields.confirm ? t('errors.passwordsDoNotMatch') : undefined,
    }),
  });

  function onOpenChange(value: boolean) {
    setOpen(value);
    if (!value) {
      form.reset();
      change.reset();
    }
  }

  const onSubmit = form.handleSubmit(
    (body) =>
      change.mutate(body, {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('changePassword.done') });
        },
      }),
    () => change.reset(),
  );
  const error = form.firstError ?? (change.error ? errorText(change.error, t('errors.generic')) : null);

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
            {...form.field('currentPassword')}
            testId="change-password-current"
          />
          <PasswordField
            label={t('changePassword.newPassword')}
            hint={t('signUp.passwordHint')}
            autoComplete="new-password"
            {...form.field('newPassword')}
            testId="change-password-new"
          />
          <PasswordField
            label={t('changePassword.confirmPassword')}
            autoComplete="new-password"
            {...form.field('confirm')}
            testId="change-password-confirm"
          />
          <Button type="submit" disabled={change.isPending} data-testid="change-password-submit">
            {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
