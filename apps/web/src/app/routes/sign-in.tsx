import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function SignInPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      testId="page-signin"
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link href="/signup" className="font-medium text-brand hover:underline">
            {t('signIn.createAccount')}
          </Link>
        </>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}
