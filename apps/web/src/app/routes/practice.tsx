import { useState } from 'react';
import { useSearch } from 'wouter';
import { linkSpokenAnswer, SpeakPractice } from '../../features/pronunciation';
import { circlePracticeSession } from '../../features/circles';
import { DialogueScreen } from '../../features/dialogue';
import { PracticeSession, useSessionSize } from '../../features/exercise';
import {
  deviceCheck,
  keptPractice,
  OfflinePanel,
  useOfflinePractice,
  type KeptSet,
} from '../../features/offline';
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
  // Offline, the learner may practise tomorrow's reviews kept on the device instead of the next session.
  const [keptSet, setKeptSet] = useState<KeptSet>('today');
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
          key={`offline-${keptSet}`}
          source={{ key: `offline-${keptSet}-${userId}`, load: () => keptPractice(userId, keptSet) }}
          check={deviceCheck(userId)}
        />
      ) : (
        <PracticeSession
          key="today"
          speak={(slot) => <SpeakPractice userId={userId} {...slot} />}
          onSpokenAnswerChecked={(spokenId, attemptId) =>
            void linkSpokenAnswer(spokenId, attemptId).catch(() => undefined)
          }
          // Today's practice ends with its dialogue; a circle's assignment is its own list of exercises.
          dialogue={({ id, ...session }) => <DialogueScreen id={id} session={session} />}
        />
      )}
      <div className="px-4 pb-10">
        <OfflinePanel
          userId={userId}
          size={size}
          offline={offline}
          practising={keptSet}
          onPractise={setKeptSet}
        />
      </div>
    </>
  );
}
