import type { SessionSize } from '@lisan/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { KeptAnswer } from './offline-store';
import {
  ANSWER_KEPT_EVENT,
  type KeptSet,
  keepNextSession,
  sendKeptAnswers,
  turnOfflinePracticeOff,
  turnOfflinePracticeOn,
  unsentCount,
} from './offline-practice';
import type { useOfflinePractice } from './use-offline-practice';

/**
 * Below today's practice: the "Keep today's practice offline" switch, what is kept, and, once back online, the
 * answers given offline sent to the server, with each answer whose verdict the server changed and why.
 */
export function OfflinePanel({
  userId,
  size,
  offline,
  practising,
  onPractise,
}: {
  userId: string;
  size: SessionSize;
  offline: ReturnType<typeof useOfflinePractice>;
  /** Which kept set the practice above runs from while offline. */
  practising: KeptSet;
  onPractise: (set: KeptSet) => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const n = (value: number) => formatNumber(value, i18n.language);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const [report, setReport] = useState<KeptAnswer[] | null>(null);
  const { on, online, kept, setOn, setKept } = offline;

  // Back online (or opened online): send what was answered offline, then keep the next session.
  useEffect(() => {
    if (!on || !online) return;
    let live = true;
    void (async () => {
      try {
        const replied = await sendKeptAnswers(userId);
        // The kept session has been practised: keep the next one in its place.
        if (live && replied.length > 0) {
          setReport(replied);
          const next = await keepNextSession(userId, size);
          if (live) setKept(next);
        }
      } catch {
        // Still offline in fact, or the server refused: the answers stay kept and are sent next time.
      }
      if (live) setUnsent(await unsentCount(userId).catch(() => 0));
    })();
    return () => {
      live = false;
    };
  }, [on, online, userId, size, setKept]);

  useEffect(() => {
    if (!on) return;
    const count = () =>
      void unsentCount(userId)
        .then(setUnsent)
        .catch(() => undefined);
    count();
    window.addEventListener(ANSWER_KEPT_EVENT, count);
    return () => window.removeEventListener(ANSWER_KEPT_EVENT, count);
  }, [on, userId, kept]);

  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (wanted) setKept(await turnOfflinePracticeOn(userId, size));
      else await turnOfflinePracticeOff(userId);
      setOn(wanted);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const verdictWord = (right: boolean | null | undefined) =>
    right ? t('offline.right') : t('offline.notRight');
  const tomorrow = kept?.tomorrow?.items.length ?? 0;
  const changed = report?.filter((a) => a.server?.changed) ?? [];
  const refused = report?.filter((a) => a.server?.status === 'rejected') ?? [];
  return (
    <section
      className="mx-auto mt-6 grid max-w-2xl gap-3 rounded-2xl border border-line bg-surface-raised p-4"
      aria-labelledby="offline-practice-title"
      data-testid="offline-panel"
    >
      <h2 id="offline-practice-title" className="text-lg font-semibold">
        {t('offline.title')}
      </h2>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-brand"
          checked={on}
          disabled={busy || (!on && !online)}
          onChange={(event) => void toggle(event.target.checked)}
          data-testid="offline-toggle"
        />
        <span>
          <span className="font-medium">{t('offline.toggle')}</span>
          <span className="block text-sm text-ink-muted">{t('offline.toggleHint')}</span>
        </span>
      </label>
      <div role="status" aria-live="polite" className="grid gap-1 text-sm">
        {busy && <p>{t('offline.preparing')}</p>}
        {failed && <p className="text-danger">{t('offline.failed')}</p>}
        {on && kept && <p data-testid="offline-kept">{t('offline.kept', { n: n(kept.items.length) })}</p>}
        {on && kept && tomorrow > 0 && (
          <p data-testid="offline-tomorrow">{t('offline.tomorrowKept', { n: n(tomorrow) })}</p>
        )}
        {on && !online && <p data-testid="offline-now">{t('offline.offlineNow')}</p>}
        {on && unsent > 0 && <p data-testid="offline-unsent">{t('offline.waiting', { n: n(unsent) })}</p>}
      </div>
      {offline.active && (tomorrow > 0 || practising === 'tomorrow') && (
        <button
          type="button"
          className="justify-self-start rounded-xl border border-line px-4 py-2 font-medium hover:bg-surface-sunken"
          onClick={() => onPractise(practising === 'tomorrow' ? 'today' : 'tomorrow')}
          data-testid="offline-tomorrow-start"
        >
          {practising === 'tomorrow'
            ? t('offline.todayStart')
            : t('offline.tomorrowStart', { n: n(tomorrow) })}
        </button>
      )}
      {report && (
        <div
          className="grid gap-2 rounded-xl bg-surface-sunken p-3 text-sm"
          data-testid="offline-sync-report"
        >
          <p className="font-medium">{t('offline.synced', { n: n(report.length - refused.length) })}</p>
          {changed.length > 0 && (
            <>
              <p>{t('offline.changedTitle', { n: n(changed.length) })}</p>
              <ul className="grid list-disc gap-1 ps-5" data-testid="offline-changed">
                {changed.map((a) => (
                  <li key={a.request.idempotencyKey}>
                    <span dir="auto">
                      {t('offline.changedItem', {
                        answer: a.request.userAnswer,
                        device: verdictWord(a.device.isCorrect),
                        server: verdictWord(a.server?.isCorrect),
                      })}
                    </span>{' '}
                    <span className="text-ink-muted">{a.server?.feedback}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {refused.map((a) => (
            <p key={a.request.idempotencyKey} className="text-danger">
              {t('offline.refused', { answer: a.request.userAnswer, reason: a.server?.message ?? '' })}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
