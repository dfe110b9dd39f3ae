import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { requestPasswordReset } from '../api';
import { useErrorText } from '../use-error-text';

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'editing' | 'submitting' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStatus('submitting');
    try {
      await requestPasswordReset(email);
      setStatus('sent');
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
      setStatus('editing');
    }
  }

  if (status === 'sent') {
    return (
      <FormMessage kind="success" testId="forgot-sent">
        {t('forgot.sent')}
      </FormMessage>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4" data-testid="forgot-form">
      {error && (
        <FormMessage kind="error" testId="forgot-error">
          {error}
        </FormMessage>
      )}
      <TextField
        label={t('forgot.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        data-testid="forgot-email"
      />
      <Button type="submit" size="lg" disabled={status === 'submitting'} data-testid="forgot-submit">
        {status === 'submitting' ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
