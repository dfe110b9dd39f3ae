import { isPaidPlanId, type PaidPlanId } from '@lisan/contract';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import { useSession } from '../../session';

/*
 * A paid plan chosen while signed out is remembered ('pending-plan'), the visitor signs up and in, and
 * then the purchase modal opens with that plan and the stored value is cleared.
 */

export function rememberPendingPlan(planId: PaidPlanId) {
  writeStorage(STORAGE_KEYS.pendingPlan, planId);
}

function storedPendingPlan(): PaidPlanId | null {
  const value = readStorage(STORAGE_KEYS.pendingPlan);
  return isPaidPlanId(value) ? value : null;
}

/**
 * Where a learner goes once signed in (by sign-in, sign-up or a provider): the pricing page to finish a plan
 * chosen while signed out, else today's practice on the dashboard, never the landing page.
 */
export function afterSignInPath(): '/pricing' | '/dashboard' {
  return storedPendingPlan() ? '/pricing' : '/dashboard';
}

/** Mounted once in the app: when a session with a pending plan appears anywhere, go to /pricing to finish. */
export function usePendingPlanRedirect() {
  const session = useSession();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (session.status === 'signedIn' && location !== '/pricing' && storedPendingPlan()) navigate('/pricing');
  }, [session.status, location, navigate]);
}

/** On the pricing page: once signed in, hand the pending plan to `open` (the purchase modal) and forget it. */
export function useRestorePendingPlan(open: (planId: PaidPlanId) => void) {
  const session = useSession();
  useEffect(() => {
    if (session.status !== 'signedIn') return;
    const planId = storedPendingPlan();
    if (!planId) return;
    removeStorage(STORAGE_KEYS.pendingPlan);
    open(planId);
  }, [session.status, open]);
}
