import { linkSpokenAnswer, SpeakPractice } from '../../features/analytics';
import { PracticeSession } from '../../features/exercise';
import { useActingUserId } from '../../features/session';

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
