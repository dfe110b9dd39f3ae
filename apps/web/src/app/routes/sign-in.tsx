import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../features/session';
import { AuthCard, SignInForm } from '../../features/auth';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [, navigate] = useLocation();
  // A learner who arrives signed in has nothing to do here: on to the dashboard. Only on arrival: signing
  // in on this page goes on to '/' as the form says.
  const [signedInOnArrival] = useState(() => session.status === 'signedIn');
  useEffect(() => {
    if (signedInOnArrival) navigate('/dashboard', { replace: true });
  }, [signedInOnArrival, navigate]);
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
