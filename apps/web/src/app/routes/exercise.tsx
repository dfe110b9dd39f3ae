import { isExerciseType } from '@lisan/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { toast } from '../../components/ui/toast-store';
import { linkSpokenAnswer, SpeakPractice } from '../../features/pronunciation';
import { useOpenExerciseTypes } from '../../features/billing';
import { ExerciseScreen, randomExerciseType } from '../../features/exercise';
import { useActingUserId } from '../../features/session';

/** /exercise/:type/:phraseId? — the screen is features/exercise; this page wires in the features around it. */
export function ExercisePage() {
  const params = useParams<{ type: string; phraseId?: string }>();
  const { t } = useTranslation('learning');
  const [, navigate] = useLocation();
  const openTypes = useOpenExerciseTypes();
  const userId = useActingUserId();
  const type = params.type ?? '';
  // Next Exercise can land on the URL already shown (the random type is the type on screen): a new screen anyway.
  const [screen, setScreen] = useState(0);

  // An unknown exercise type goes back to the dashboard with a toast.
  useEffect(() => {
    if (!isExerciseType(type)) {
      toast({ title: t('toasts.unknownType'), variant: 'destructive' });
      navigate('/dashboard', { replace: true });
    }
  }, [type, navigate, t]);
  if (!isExerciseType(type)) return null;
  // A random pick of a type the plan locks is its one sample item, which anyone may try, not the upgrade screen.
  const locked = openTypes.known && !openTypes.open.includes(type);
  const id = params.phraseId ?? (locked ? 'sample' : undefined);
  return (
    <ExerciseScreen
      key={`${type}/${id ?? ''}/${screen}`}
      type={type}
      id={id}
      // A random pick waits for the plan: a locked type's pick would be refused before turning into its sample.
      waiting={params.phraseId === undefined && !openTypes.known}
      // Next Exercise: a random type among those the learner's plan opens.
      onNext={() =>
        void openTypes.whenKnown().then((open) => {
          setScreen((n) => n + 1);
          navigate(`/exercise/${randomExerciseType(open)}`);
        })
      }
      speak={(slot) => <SpeakPractice userId={userId} {...slot} />}
      // Best effort: the attempt is recorded either way; the link only shows that it was spoken.
      onSpokenAnswerChecked={(spokenId, attemptId) =>
        void linkSpokenAnswer(spokenId, attemptId).catch(() => undefined)
      }
    />
  );
}
