import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { ProviderButtons } from '../../features/oauth/components/provider-buttons';

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
      {/* A first sign-in with a provider makes the account (issue 21). */}
      <ProviderButtons />
    </AuthCard>
  );
}
