import type { User } from '@lisan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { updateProfile } from '../api';
import { useErrorText } from '../use-error-text';
import { PasswordField } from './password-field';

/**
 * Name and email, in view or edit mode (spec §4 Profile). Save persists them (PATCH /api/me); a changed email
 * also asks for the current password.
 */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailChanged = email.trim().toLowerCase() !== user.email;

  function startEditing() {
    setFirstName(user.firstName);
    setLastName(user.lastName);
    setEmail(user.email);
    setCurrentPassword('');
    setError(null);
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim() || !email.trim()) return setError(t('errors.required'));
    setError(null);
    setSaving(true);
    try {
      await updateProfile({
        firstName,
        lastName,
        ...(emailChanged ? { email, currentPassword } : {}),
      });
      setEditing(false);
      toast({ title: t('profile.saved') });
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
    } finally {
      setSaving(false);
    }
  }

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
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          data-testid="profile-first-name-input"
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          maxLength={100}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          data-testid="profile-last-name-input"
        />
      </div>
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        data-testid="profile-email-input"
      />
      {emailChanged && (
        <PasswordField
          label={t('profile.currentPasswordForEmail')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
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
