import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';
import { ExerciseTypeList } from '../../components/public/exercise-type-list';
import { useOpenExerciseTypes } from '../../features/billing';

/** Practice Exercises: the list of exercise types, one card per type. */
export function ExercisesPage() {
  const { t } = useTranslation('public');
  const { open } = useOpenExerciseTypes();
  return (
    <Page title={t('exercises.title')} intro={t('exercises.intro')} testId="page-exercises">
      <ExerciseTypeList linkLabel="start" open={open} headingLevel={2} />
    </Page>
  );
}
