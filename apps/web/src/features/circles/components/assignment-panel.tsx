import {
  CIRCLE_LIMITS,
  EXERCISE_TYPES,
  type AssignmentRequest,
  type CircleAssignment,
  type CircleDetail,
  type ExerciseType,
  type PhraseOption,
} from '@lisan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { practisePath, useCircleActions } from '../api';
import { PhrasePicker } from './phrase-picker';
import { useRun } from './use-run';
import { formatDate } from '../../../lib/format';

/** One line that says what the assignment is, in the reader's language. */
export function useDescribeAssignment() {
  const { t } = useTranslation('circles');
  const { t: tl } = useTranslation('learning');
  return (a: CircleAssignment) => {
    switch (a.kind) {
      case 'surah':
        return t('assignment.surah', { surah: a.surah, count: a.targetCount });
      case 'juz':
        return t('assignment.juz', { juz: a.juz, count: a.targetCount });
      case 'exerciseType':
        return t('assignment.exerciseType', {
          type: tl(`types.${a.exerciseType!}.title`),
          count: a.targetCount,
        });
      default:
        return t('assignment.phrases', { count: a.targetCount });
    }
  };
}

function useWeekLabel() {
  const { t, i18n } = useTranslation('circles');
  return (from: string, to: string) => {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    return t('assignment.week', {
      from: formatDate(`${from}T00:00:00Z`, i18n.language, options),
      to: formatDate(`${to}T00:00:00Z`, i18n.language, options),
    });
  };
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      className="h-2 w-full rounded-full bg-surface-sunken"
    >
      <div className="h-2 rounded-full bg-brand" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function AssignmentPanel({ circle }: { circle: CircleDetail }) {
  const { t } = useTranslation('circles');
  const describe = useDescribeAssignment();
  const week = useWeekLabel();
  const a = circle.assignment;
  return (
    <section
      aria-labelledby="assignment-heading"
      className="rounded-2xl border border-line bg-surface-raised p-5"
      data-testid="circle-assignment"
    >
      <h2 id="assignment-heading" className="text-lg font-semibold">
        {t('assignment.heading')}
      </h2>
      {a ? (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-ink-muted">{week(a.weekStart, a.weekEnd)}</p>
          <p className="font-medium" data-testid="assignment-description">
            {describe(a)}
          </p>
          {a.note && (
            <p className="text-sm" dir="auto">
              {a.note}
            </p>
          )}
          <ProgressBar percent={a.myProgress.percent} label={t('assignment.heading')} />
          <p className="text-sm" data-testid="assignment-progress">
            {t('assignment.progress', {
              done: a.myProgress.done,
              target: a.myProgress.target,
              percent: a.myProgress.percent,
            })}{' '}
            · {t('assignment.accuracy', { value: a.myProgress.accuracy })}
          </p>
          <Link
            href={practisePath(a, circle.id)}
            className={buttonClasses('primary', 'md', 'justify-self-start')}
            data-testid="assignment-practise"
          >
            {t('assignment.practise')}
          </Link>
        </div>
      ) : (
        <p className="mt-3 text-ink-muted" data-testid="assignment-none">
          {t('assignment.none')}
        </p>
      )}
      {circle.role === 'teacher' && <AssignmentForm circleId={circle.id} />}
    </section>
  );
}

type Kind = AssignmentRequest['kind'];

function AssignmentForm({ circleId }: { circleId: string }) {
  const { t } = useTranslation('circles');
  const { t: tl } = useTranslation('learning');
  const { assign } = useCircleActions(circleId);
  const run = useRun();
  const [kind, setKind] = useState<Kind>('surah');
  const [surah, setSurah] = useState('1');
  const [juz, setJuz] = useState('30');
  const [phrases, setPhrases] = useState<PhraseOption[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [exerciseType, setExerciseType] = useState<ExerciseType>('completion');
  const [targetCount, setTargetCount] = useState('10');
  const [note, setNote] = useState('');

  function request(): AssignmentRequest {
    const extra = note.trim() ? { note } : {};
    switch (kind) {
      case 'surah':
        return { kind, surah: Number(surah), ...extra };
      case 'juz':
        return { kind, juz: Number(juz), ...extra };
      case 'phrases':
        return { kind, phraseIds: phrases.map((p) => p.id), ...extra };
      default:
        return { kind: 'exerciseType', exerciseType, targetCount: Number(targetCount), ...extra };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'phrases' && phrases.length === 0) {
      setPickError(t('assign.pickOne'));
      return;
    }
    setPickError(null);
    await run(() => assign.mutateAsync(request()), t('assign.saved'));
  }

  return (
    <form
      onSubmit={submit}
      className="mt-5 grid gap-4 border-t border-line pt-5"
      aria-labelledby="assign-heading"
      data-testid="assignment-form"
    >
      <h3 id="assign-heading" className="font-semibold">
        {t('assign.heading')}
      </h3>
      <SelectField
        label={t('assign.kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as Kind)}
        data-testid="assign-kind"
      >
        {(['surah', 'juz', 'phrases', 'exerciseType'] as const).map((k) => (
          <option key={k} value={k}>
            {t(`assign.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      {kind === 'surah' && (
        <TextField
          label={t('assign.surah')}
          type="number"
          min={1}
          max={114}
          required
          value={surah}
          onChange={(e) => setSurah(e.target.value)}
          data-testid="assign-surah"
        />
      )}
      {kind === 'juz' && (
        <TextField
          label={t('assign.juz')}
          type="number"
          min={1}
          max={30}
          required
          value={juz}
          onChange={(e) => setJuz(e.target.value)}
          data-testid="assign-juz"
        />
      )}
      {kind === 'phrases' && (
        <>
          <PhrasePicker
            circleId={circleId}
            selected={phrases}
            onChange={(next) => {
              setPhrases(next);
              if (next.length > 0) setPickError(null);
            }}
          />
          {pickError && (
            <p className="text-sm text-danger" role="alert" data-testid="assign-pick-error">
              {pickError}
            </p>
          )}
        </>
      )}
      {kind === 'exerciseType' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('assign.exerciseType')}
            value={exerciseType}
            onChange={(e) => setExerciseType(e.target.value as ExerciseType)}
            data-testid="assign-type"
          >
            {EXERCISE_TYPES.map((type) => (
              <option key={type} value={type}>
                {tl(`types.${type}.title`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('assign.targetCount')}
            type="number"
            min={1}
            max={CIRCLE_LIMITS.targetCountMax}
            required
            value={targetCount}
            onChange={(e) => setTargetCount(e.target.value)}
            data-testid="assign-target"
          />
        </div>
      )}
      <TextField
        label={t('assign.note')}
        maxLength={CIRCLE_LIMITS.note}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        data-testid="assign-note"
      />
      <Button
        type="submit"
        disabled={assign.isPending}
        className="justify-self-start"
        data-testid="assign-submit"
      >
        {t('assign.submit')}
      </Button>
    </form>
  );
}
