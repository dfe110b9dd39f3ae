import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard, ProviderButtons, SignUpForm } from '../../features/auth';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      testId="page-signup"
      wide
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link href="/signin" className="font-medium text-brand hover:underline">
            {t('signUp.signIn')}
          </Link>
        </>
      }
    >
      <SignUpForm />
      {/* A first sign-in with a provider makes the account. */}
      <ProviderButtons />
    </AuthCard>
  );
}
