import type { OfflineSession } from '@lisan/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { keptSession, offlinePracticeOn } from './offline-practice';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network (true while rendering on the server). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Offline practice for a learner on this device: whether it is on, the session kept (undefined while it is read
 * from IndexedDB), and whether today's practice runs from it now (on, kept, and no network).
 */
export function useOfflinePractice(userId: string) {
  const online = useOnline();
  const [on, setOn] = useState(() => typeof window !== 'undefined' && offlinePracticeOn());
  const [kept, setKept] = useState<OfflineSession | null | undefined>(on ? undefined : null);
  useEffect(() => {
    if (!on) return;
    let live = true;
    void keptSession(userId)
      .catch(() => undefined)
      .then((session) => {
        if (live) setKept(session ?? null);
      });
    return () => {
      live = false;
    };
  }, [on, userId]);
  return {
    on,
    online,
    kept: on ? kept : null,
    /** Known whether to run from the kept session (false while it is being read). */
    ready: !on || kept !== undefined,
    active: on && !online && !!kept,
    setOn,
    setKept,
  };
}
