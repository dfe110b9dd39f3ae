import { linkSpokenAnswer } from '../../features/analytics/api';
import { SpeakPractice } from '../../features/analytics/components/speak-practice';
import { PracticeSession } from '../../features/exercise/components/practice-session';
import { useActingUserId } from '../../features/session/use-acting-user';

/** /practice — today's practice: the session is features/exercise; this page wires in the speaking buttons. */
export function PracticePage() {
  const userId = useActingUserId();
  return (
    <PracticeSession
      speak={(slot) => <SpeakPractice userId={userId} {...slot} />}
      // Best effort: the attempt is recorded either way; the link only shows that it was spoken.
      onSpokenAnswerChecked={(spokenId, attemptId) =>
        void linkSpokenAnswer(spokenId, attemptId).catch(() => undefined)
      }
    />
  );
}
