import { useSearch } from 'wouter';
import { linkSpokenAnswer, SpeakPractice } from '../../features/pronunciation';
import { circlePracticeSession } from '../../features/circles';
import { DialogueScreen } from '../../features/dialogue';
import { PracticeSession } from '../../features/exercise';
import { useActingUserId } from '../../features/session';

/**
 * /practice — today's practice, or with `?circle=ID` that circle's assignment (back to the circle at the end). The
 * session is features/exercise; this page wires in the circle and the speaking buttons.
 */
export function PracticePage() {
  const userId = useActingUserId();
  const circleId = new URLSearchParams(useSearch()).get('circle');
  return (
    <PracticeSession
      key={circleId ?? 'today'}
      source={
        circleId
          ? {
              key: `circle-${circleId}`,
              load: () => circlePracticeSession(circleId),
              doneHref: `/circles/${encodeURIComponent(circleId)}`,
            }
          : undefined
      }
      speak={(slot) => <SpeakPractice userId={userId} {...slot} />}
      // Best effort: the attempt is recorded either way; the link only shows that it was spoken.
      onSpokenAnswerChecked={(spokenId, attemptId) =>
        void linkSpokenAnswer(spokenId, attemptId).catch(() => undefined)
      }
      // A circle's assignment is its own list of exercises; today's practice adds its dialogue.
      dialogue={circleId ? undefined : ({ id, ...session }) => <DialogueScreen id={id} session={session} />}
    />
  );
}
