import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '../../../components/ui/form-field';

/** A labelled password input with a show/hide button (sign-in, sign-up and the profile). */
export function PasswordField({
  label,
  hint,
  error,
  testId,
  ...input
}: { label: ReactNode; hint?: ReactNode; error?: string | null; testId?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      render={(attributes) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            className={`${inputClasses} pe-11`}
            data-testid={testId}
            {...input}
            {...attributes}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
            data-testid={testId ? `${testId}-toggle` : undefined}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-muted hover:text-ink"
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        </div>
      )}
    />
  );
}
