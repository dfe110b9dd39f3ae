import {
  DEFAULT_SESSION_SIZE,
  UI_LANGUAGES,
  isUiLanguage,
  type UpdateProfileRequest,
  type User,
} from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { setLanguage } from '../../../lib/i18n';
import { useUpdateProfile } from '../api';
import { useErrorText } from '../use-error-text';
import { ChoiceOptions, DailyGoalOptions } from './choice-options';

/**
 * What shapes the learner's practice, each saved as it is chosen: the daily goal (items in today's practice), how
 * much of the Qur'an they know (the picker starts from those parts), their learning goal, and the interface language.
 */
export function LearningSettings({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const save = (body: UpdateProfileRequest) =>
    void update
      .mutateAsync(body)
      .then(() => toast({ title: t('profile.saved') }))
      .catch((error: unknown) =>
        toast({ title: errorText(error, t('errors.generic')), variant: 'destructive' }),
      );
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="learning-settings">
      <SelectField
        label={t('signUp.dailyGoal')}
        value={String(user.dailyGoal ?? DEFAULT_SESSION_SIZE)}
        onChange={(event) =>
          save({ dailyGoal: Number(event.target.value) as UpdateProfileRequest['dailyGoal'] })
        }
        disabled={update.isPending}
        data-testid="settings-daily-goal"
      >
        <DailyGoalOptions />
      </SelectField>
      <SelectField
        label={t('common:language.label')}
        value={i18n.language}
        onChange={(event) => {
          if (isUiLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        data-testid="settings-language"
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common:language.${language}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('signUp.memorizationLevel')}
        value={user.memorizationLevel ?? ''}
        onChange={(event) =>
          save({ memorizationLevel: event.target.value as UpdateProfileRequest['memorizationLevel'] })
        }
        disabled={update.isPending}
        data-testid="settings-memorization"
      >
        <ChoiceOptions of="memorizationLevel" />
      </SelectField>
      <SelectField
        label={t('signUp.learningGoal')}
        value={user.learningGoal ?? ''}
        onChange={(event) =>
          save({ learningGoal: event.target.value as UpdateProfileRequest['learningGoal'] })
        }
        disabled={update.isPending}
        data-testid="settings-learning-goal"
      >
        <ChoiceOptions of="learningGoal" />
      </SelectField>
    </div>
  );
}
