import { updateProfileRequestSchema, type User } from '@lisan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useContractForm } from '../../../lib/use-contract-form';
import { checkFieldsSentence } from '../../../lib/validation-message';
import { useUpdateProfile } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

/**
 * Name and email, in view or edit mode on the profile. Save persists them (PATCH /api/me); a changed email
 * also asks for the current password.
 */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const saved = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currentPassword: '',
  };
  const changesEmail = (email: string) => email.trim().toLowerCase() !== user.email;
  const form = useContractForm({
    initialValues: saved,
    schema: updateProfileRequestSchema,
    toRequest: ({ firstName, lastName, email, currentPassword }) => ({
      firstName,
      lastName,
      ...(changesEmail(email) ? { email, currentPassword } : {}),
    }),
    // A blank name or email is "required"; anything else reads as the server's refusal of the field would.
    message: (_issue, field, values) =>
      field !== 'currentPassword' && !values[field].trim()
        ? t('errors.required')
        : checkFieldsSentence([field]),
  });
  const emailChanged = changesEmail(form.values.email);

  function startEditing() {
    form.reset(saved);
    update.reset();
    setEditing(true);
  }

  const onSave = form.handleSubmit(
    (body) =>
      // Awaited rather than given as mutate's onSuccess: the saved user remounts this card (the profile keys it by
      // name and email), and mutate's own callbacks never run for an unmounted component.
      void update
        .mutateAsync(body)
        .then(() => {
          setEditing(false);
          toast({ title: t('profile.saved') });
        })
        .catch(() => undefined), // shown from update.error
    () => update.reset(),
  );
  const saving = update.isPending;
  const error = form.firstError ?? (update.error ? errorText(update.error, t('errors.generic')) : null);

  if (!editing) {
    const row = 'grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4';
    return (
      <div className="grid gap-4">
        <dl className="grid gap-3">
          <div className={row}>
            <dt className="text-sm text-ink-muted">{t('profile.firstName')}</dt>
            <dd className="font-medium" data-testid="profile-first-name">
              {user.firstName}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-ink-muted">{t('profile.lastName')}</dt>
            <dd className="font-medium" data-testid="profile-last-name">
              {user.lastName}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-ink-muted">{t('profile.email')}</dt>
            <dd className="font-medium" data-testid="profile-email" dir="ltr">
              {user.email}
            </dd>
          </div>
        </dl>
        <div>
          <Button variant="secondary" onClick={startEditing} data-testid="profile-edit">
            {t('profile.edit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSave} noValidate className="grid gap-4" data-testid="profile-form">
      {error && (
        <FormMessage kind="error" testId="profile-error">
          {error}
        </FormMessage>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.firstName')}
          autoComplete="given-name"
          maxLength={100}
          {...form.field('firstName')}
          data-testid="profile-first-name-input"
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          maxLength={100}
          {...form.field('lastName')}
          data-testid="profile-last-name-input"
        />
      </div>
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
        data-testid="profile-email-input"
      />
      {emailChanged && (
        <PasswordField
          label={t('profile.currentPasswordForEmail')}
          autoComplete="current-password"
          {...form.field('currentPassword')}
          testId="profile-current-password"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} data-testid="profile-save">
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => setEditing(false)}
          disabled={saving}
          data-testid="profile-cancel"
        >
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
