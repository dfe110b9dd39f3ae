import type { User } from '@lisan/contract';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { signOut } from '../api';

/** Signed-in header menu: name, email, Dashboard, Settings (→ /profile), Log out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('circles');
  const [, navigate] = useLocation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const item =
    'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-sunken';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="avatar-menu"
        // The visible initials lead the accessible name, so speech users can say what they see (axe label-content-name-mismatch).
        aria-label={`${initials}, ${t('account.menu')}`}
        className="flex size-10 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand"
      >
        {initials}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-surface-raised p-1 text-ink shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="font-semibold" data-testid="menu-name">
              {user.firstName} {user.lastName}
            </p>
            <p className="text-sm text-ink-muted">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={item} onSelect={() => navigate('/dashboard')}>
            {t('nav.dashboard')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={item}
            onSelect={() => navigate('/circles')}
            data-testid="menu-circles"
          >
            {tc('menu')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/profile')}>
            {t('account.settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={item}
            data-testid="menu-logout"
            onSelect={() => {
              // The server revokes the session; the browser forgets it even if that call fails (see signOut).
              signOut()
                .catch((error: unknown) => console.warn('Signing out on the server failed', error))
                .finally(() => navigate('/'));
            }}
          >
            {t('account.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
