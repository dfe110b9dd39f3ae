import { DEMO_USER_ID } from '@lisan/contract';
import { useSession } from './session-store';

/** Dashboard and exercises are not gated; without a signed-in user they act as 'demo-user'. */
export function useActingUserId(): string {
  const session = useSession();
  return session.status === 'signedIn' ? session.user.id : DEMO_USER_ID;
}
