import { LEARNING_GOALS, MEMORIZATION_LEVELS, NATIVE_LANGUAGES, SESSION_SIZES } from '@lisan/contract';
import { useTranslation } from 'react-i18next';

type Choice = 'memorizationLevel' | 'nativeLanguage' | 'learningGoal';

/**
 * The options of one of the learner's optional choices, after a blank "Choose…" that means "not said": the
 * sign-up form and the profile's settings offer the same lists in the same words.
 */
export function ChoiceOptions({ of }: { of: Choice }) {
  const { t } = useTranslation('auth');
  const options: { value: string; label: string }[] =
    of === 'memorizationLevel'
      ? MEMORIZATION_LEVELS.map((value) => ({ value, label: t(`options.memorizationLevel.${value}`) }))
      : of === 'nativeLanguage'
        ? NATIVE_LANGUAGES.map((value) => ({ value, label: t(`options.nativeLanguage.${value}`) }))
        : LEARNING_GOALS.map((value) => ({ value, label: t(`options.learningGoal.${value}`) }));
  return (
    <>
      <option value="">{t('signUp.choose')}</option>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The session lengths a learner may choose for today's practice. */
export function DailyGoalOptions() {
  const { t } = useTranslation('auth');
  return SESSION_SIZES.map((value) => (
    <option key={value} value={String(value)}>
      {t('options.dailyGoal', { count: value })}
    </option>
  ));
}
