import type { User } from '@lisan/contract';
import { Download, LogOut, MonitorSmartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import {
  ChangePasswordDialog,
  DeleteAccountDialog,
  downloadMyData,
  LearningSettings,
  LinkedProviders,
  ProfileDetails,
  signOut,
  signOutEverywhere,
  useErrorText,
  useIdentities,
} from '../../features/auth';
import { useSession } from '../../features/session';
import { SubscriptionCard } from '../../features/billing';
import { ReminderSettingsForm } from '../../features/reminders';
import { formatDate } from '../../lib/format';

/** The profile page. Signed-out visitors see the page with a prompt to sign in (the profile needs a user). */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (session.status === 'signedIn') return <SignedInProfile user={session.user} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" data-testid="page-profile">
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.signedOutTitle')}</h1>
      {session.status === 'signedOut' && (
        <div
          className="mt-6 rounded-2xl border border-line bg-surface-raised p-6"
          data-testid="profile-signed-out"
        >
          <p className="text-ink-muted">{t('profile.signedOutText')}</p>
          <Link
            href="/signin"
            className={buttonClasses('primary', 'md', 'mt-4')}
            data-testid="profile-signin"
          >
            {t('profile.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}

function SignedInProfile({ user }: { user: User }) {
  const { t, i18n } = useTranslation('auth');
  const { t: tOAuth } = useTranslation('oauth');
  const errorText = useErrorText();
  const identities = useIdentities().data;
  // Until the server has answered, the account is taken to have a password (the usual case, and the old page).
  const hasPassword = identities?.hasPassword ?? true;
  const showSignInMethods =
    identities !== undefined && (identities.available.length > 0 || identities.identities.length > 0);
  const [, navigate] = useLocation();
  const [downloading, setDownloading] = useState(false);
  const memberSince = formatDate(user.createdAt, i18n.language);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadMyData();
      toast({ title: t('profile.downloaded') });
    } catch (failure) {
      toast({ title: errorText(failure, t('errors.generic')), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  async function onSignOut(everywhere: boolean) {
    try {
      await (everywhere ? signOutEverywhere() : signOut());
      toast({ title: everywhere ? t('session.signedOutEverywhere') : t('session.signedOut') });
      navigate('/');
    } catch (failure) {
      toast({ title: errorText(failure, t('errors.generic')), variant: 'destructive' });
    }
  }

  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10" data-testid="page-profile">
      <header className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-brand text-xl font-bold text-on-brand"
        >
          {initials}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight" data-testid="profile-name">
            {user.firstName} {user.lastName}
          </h1>
          <p className="text-ink-muted" data-testid="profile-member-since">
            {t('profile.memberSince', { date: memberSince })}
          </p>
        </div>
        <Button variant="secondary" onClick={() => onSignOut(false)} data-testid="profile-signout">
          <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('profile.signOut')}
        </Button>
      </header>

      <SubscriptionCard />

      <Card title={t('profile.details')}>
        <ProfileDetails key={`${user.firstName}|${user.lastName}|${user.email}`} user={user} />
      </Card>

      <Card title={t('profile.learning')} text={t('profile.learningText')}>
        <LearningSettings user={user} />
      </Card>

      <Card title={t('reminders.title')} text={t('reminders.text')}>
        <ReminderSettingsForm />
      </Card>

      {showSignInMethods && (
        <Card title={tOAuth('profile.title')} text={tOAuth('profile.text')}>
          <LinkedProviders />
        </Card>
      )}

      <Card
        title={t('profile.security')}
        text={hasPassword ? t('profile.securityText') : tOAuth('profile.noPasswordText')}
      >
        <div className="flex flex-wrap gap-2">
          {hasPassword ? (
            <ChangePasswordDialog />
          ) : (
            <Link
              href="/forgot-password"
              className={buttonClasses('secondary', 'md')}
              data-testid="profile-set-password"
            >
              {tOAuth('profile.setPassword')}
            </Link>
          )}
          <Button variant="secondary" onClick={() => onSignOut(true)} data-testid="profile-signout-all">
            <MonitorSmartphone aria-hidden className="size-4" />
            {t('profile.signOutEverywhere')}
          </Button>
        </div>
      </Card>

      <Card title={t('profile.yourData')} text={t('profile.yourDataText')}>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={downloading}
          data-testid="profile-download"
        >
          <Download aria-hidden className="size-4" />
          {downloading ? t('profile.downloading') : t('profile.downloadData')}
        </Button>
      </Card>

      <Card title={t('profile.deleteTitle')} text={t('profile.deleteText')} danger>
        <DeleteAccountDialog hasPassword={hasPassword} />
      </Card>
    </section>
  );
}

function Card({
  title,
  text,
  danger = false,
  children,
}: {
  title: string;
  text?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`rounded-2xl border bg-surface-raised p-6 ${danger ? 'border-danger/40' : 'border-line'}`}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="mt-1 text-sm text-ink-muted">{text}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
