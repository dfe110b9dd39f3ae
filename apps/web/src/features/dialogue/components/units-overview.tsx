import type { UnitStep, UnitSummary } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useActingUserId } from '../../session';
import { unitQueries } from '../api';

function hrefOf(step: UnitStep): string {
  if (step.kind === 'dialogue') return `/dialogues/${step.id}`;
  return `/exercise/${step.type}/${encodeURIComponent(step.id)}`;
}

const total = (u: UnitSummary) => u.phrases + u.drills + u.dialogues;
const doneOf = (u: UnitSummary) => u.done.phrases + u.done.drills + u.done.dialogues;

/** The units by purpose and the learner's place: the current unit with its next step, then every unit. */
export function UnitsOverview() {
  const { t, i18n } = useTranslation('dialogue');
  const userId = useActingUserId();
  const units = useQuery(unitQueries.all(i18n.language, userId));
  if (!units.data) return null;
  const current = units.data.units.find((u) => u.current);
  return (
    <section
      className="grid gap-4 rounded-2xl border border-line bg-surface-raised p-5"
      data-testid="units-overview"
    >
      <div>
        <h2 className="text-xl font-semibold">{t('unitsTitle')}</h2>
        <p className="text-sm text-ink-muted">{t('unitsIntro')}</p>
      </div>
      {current?.next && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-sunken p-4"
          data-testid="current-unit"
        >
          <div>
            <p className="text-xs font-semibold uppercase text-brand">{t('unitCurrent')}</p>
            <p className="text-lg font-semibold">{current.title}</p>
            <p className="text-sm text-ink-muted">
              {t('unitDone', { done: current.done.dialogues, total: current.dialogues })}
            </p>
          </div>
          <Link
            href={hrefOf(current.next)}
            className={buttonClasses('primary', 'md')}
            data-testid="continue-unit"
          >
            {t('openUnit')}
          </Link>
        </div>
      )}
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {units.data.units.map((u) => (
          <li
            key={u.id}
            className={`grid gap-1 rounded-xl border p-2.5 text-sm ${u.current ? 'border-brand' : 'border-line'}`}
            data-testid="unit"
            aria-current={u.current ? 'step' : undefined}
          >
            <span className="font-medium">{u.title}</span>
            <span className="text-xs text-ink-muted">{t('unitItems', { count: total(u) })}</span>
            <progress
              className="h-1.5 w-full accent-[var(--color-brand)]"
              max={total(u)}
              value={doneOf(u)}
              aria-label={u.title}
            />
          </li>
        ))}
      </ol>
      <Link href="/dialogues" className="text-sm text-brand underline" data-testid="all-dialogues">
        {t('allDialogues')}
      </Link>
    </section>
  );
}
