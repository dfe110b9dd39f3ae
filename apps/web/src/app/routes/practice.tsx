import { useSearch } from 'wouter';
import { linkSpokenAnswer, SpeakPractice } from '../../features/pronunciation';
import { circlePracticeSession } from '../../features/circles';
import { PracticeSession, useSessionSize } from '../../features/exercise';
import { deviceCheck, keptPractice, OfflinePanel, useOfflinePractice } from '../../features/offline';
import { useActingUserId } from '../../features/session';

/**
 * /practice — today's practice, or with `?circle=ID` that circle's assignment (back to the circle at the end). The
 * session is features/exercise; this page wires in the circle, the speaking buttons and offline practice: without
 * a network, today's practice is the session kept on the device, judged there.
 */
export function PracticePage() {
  const userId = useActingUserId();
  const circleId = new URLSearchParams(useSearch()).get('circle');
  const [size] = useSessionSize();
  const offline = useOfflinePractice(userId);
  if (circleId)
    return (
      <PracticeSession
        key={`circle-${circleId}`}
        source={{
          key: `circle-${circleId}`,
          load: () => circlePracticeSession(circleId),
          doneHref: `/circles/${encodeURIComponent(circleId)}`,
        }}
        speak={(slot) => <SpeakPractice userId={userId} {...slot} />}
        // Best effort: the attempt is recorded either way; the link only shows that it was spoken.
        onSpokenAnswerChecked={(spokenId, attemptId) =>
          void linkSpokenAnswer(spokenId, attemptId).catch(() => undefined)
        }
      />
    );
  return (
    <>
      {!offline.ready ? null : offline.active ? (
        <PracticeSession
          key="offline"
          source={{ key: `offline-${userId}`, load: () => keptPractice(userId) }}
          check={deviceCheck(userId)}
        />
      ) : (
        <PracticeSession
          key="today"
          speak={(slot) => <SpeakPractice userId={userId} {...slot} />}
          onSpokenAnswerChecked={(spokenId, attemptId) =>
            void linkSpokenAnswer(spokenId, attemptId).catch(() => undefined)
          }
        />
      )}
      <div className="px-4 pb-10">
        <OfflinePanel userId={userId} size={size} offline={offline} />
      </div>
    </>
  );
}
