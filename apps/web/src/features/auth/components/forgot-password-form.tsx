import { passwordResetRequestSchema } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { checkFieldsSentence } from '../../../lib/validation-message';
import { useRequestPasswordReset } from '../api';
import { useErrorText } from '../use-error-text';

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const request = useRequestPasswordReset();
  const form = useContractForm({
    initialValues: { email: '' },
    schema: passwordResetRequestSchema,
    // The browser has already asked for the `required` fields; what slips past it reads as the server's refusal.
    message: (_issue, field) => checkFieldsSentence([field]),
  });
  const onSubmit = form.handleSubmit(
    (body) => request.mutate(body),
    () => request.reset(),
  );
  const error = form.firstError ?? (request.error ? errorText(request.error, t('errors.generic')) : null);

  if (request.isSuccess) {
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
        {...form.field('email')}
        data-testid="forgot-email"
      />
      <Button type="submit" size="lg" disabled={request.isPending} data-testid="forgot-submit">
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
