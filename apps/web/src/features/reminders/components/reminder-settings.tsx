import type { ReminderSettings } from '@lisan/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useErrorText } from '../../auth';
import { useReminderSettings, useSaveReminderSettings } from '../api';
import { pushSupported, subscribeThisBrowser, unsubscribeThisBrowser, type PushOutcome } from '../push';

/**
 * The daily reminder on the profile: on or off, the local time, by e-mail and as a notification on this device
 * (where the browser allows it). Saved with the button; the server reads the time in this browser's zone.
 */
export function ReminderSettingsForm() {
  const settings = useReminderSettings();
  // Kept here, not in the form: the form starts again from what the server holds after each save.
  const [pushOutcome, setPushOutcome] = useState<PushOutcome | null>(null);
  if (!settings.data) return null;
  return (
    <Form
      key={JSON.stringify(settings.data)}
      saved={settings.data}
      pushNote={pushSupported() ? pushOutcome : 'unavailable'}
      onPushOutcome={setPushOutcome}
    />
  );
}

function Form({
  saved,
  pushNote,
  onPushOutcome,
}: {
  saved: ReminderSettings;
  pushNote: PushOutcome | null;
  onPushOutcome: (outcome: PushOutcome | null) => void;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const save = useSaveReminderSettings();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [time, setTime] = useState(saved.time);
  const [email, setEmail] = useState(saved.email);
  const [push, setPush] = useState(saved.push);

  async function onSave() {
    try {
      await save.mutateAsync({ enabled, time, email, push });
      if (enabled && push) {
        const outcome = await subscribeThisBrowser();
        onPushOutcome(outcome === 'subscribed' ? null : outcome);
      } else if (!push) {
        await unsubscribeThisBrowser();
      }
      toast({ title: t('reminders.saved') });
    } catch (failure) {
      toast({ title: errorText(failure, t('errors.generic')), variant: 'destructive' });
    }
  }

  return (
    <div className="grid gap-4" data-testid="reminder-settings">
      <Check checked={enabled} onChange={setEnabled} testId="reminder-enabled">
        {t('reminders.enabled')}
      </Check>
      <TextField
        type="time"
        label={t('reminders.time')}
        hint={t('reminders.timeZone', { zone: saved.timeZone })}
        value={time}
        required
        onChange={(event) => setTime(event.target.value)}
        className="max-w-48"
        data-testid="reminder-time"
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('reminders.how')}</legend>
        <Check checked={email} onChange={setEmail} testId="reminder-email">
          {t('reminders.email')}
        </Check>
        <Check checked={push} onChange={setPush} testId="reminder-push">
          {t('reminders.push')}
        </Check>
        {push && pushNote && (
          <p className="text-sm text-ink-muted" data-testid="reminder-push-note">
            {t(pushNote === 'denied' ? 'reminders.pushDenied' : 'reminders.pushUnavailable')}
          </p>
        )}
      </fieldset>
      <div>
        <Button onClick={() => void onSave()} disabled={save.isPending || !time} data-testid="reminder-save">
          {t('reminders.save')}
        </Button>
      </div>
    </div>
  );
}

function Check({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-[var(--color-brand)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span>{children}</span>
    </label>
  );
}
