import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

export function ExercisePage() {
  const { t } = useTranslation();
  return <Page title={t('pages.exercise.title')} intro={t('pages.exercise.intro')} testId="page-exercise" />;
}
