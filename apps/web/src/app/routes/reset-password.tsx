import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-field';
import { AuthCard, ResetPasswordForm } from '../../features/auth';

/** The page the reset email links to: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')} testId="page-reset-password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <FormMessage kind="error" testId="reset-missing-token">
            {t('reset.missingToken')}
          </FormMessage>
          <Link href="/forgot-password" className={buttonClasses('primary', 'lg')}>
            {t('reset.requestNew')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
