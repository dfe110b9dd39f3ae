import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard, ForgotPasswordForm } from '../../features/auth';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      testId="page-forgot-password"
      footer={
        <Link href="/signin" className="font-medium text-brand hover:underline">
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
