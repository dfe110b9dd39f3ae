import type { PaidPlanId } from '@lisan/contract';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../../session';
import { savedPurchase, type SavedPurchase } from './purchase-retry';

/**
 * /pricing?retry=1, where Try Again after a declined payment leads: reopens the purchase modal for the plan the
 * learner was buying, with what they had typed. The address drops the query so a reload does not reopen it.
 */
export function useRetryPurchase(open: (planId: PaidPlanId) => void): SavedPurchase | null {
  const session = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const wantsRetry = new URLSearchParams(search).has('retry');
  // Read once, when the page opens at the retry address.
  const [retry] = useState(() => (wantsRetry ? savedPurchase() : null));
  useEffect(() => {
    if (!wantsRetry || session.status !== 'signedIn') return;
    navigate('/pricing', { replace: true });
    if (retry) open(retry.planId);
  }, [wantsRetry, session.status, retry, open, navigate]);
  return retry;
}
