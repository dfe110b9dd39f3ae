import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  testId,
  icon,
  note,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  icon?: ReactNode;
  /** A line under the value that puts it in context. */
  note?: string;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4">
      <div className="flex items-center gap-2 text-sm text-ink-muted">
        {icon}
        <span>{label}</span>
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {note && (
        <p className="mt-1 text-xs text-ink-muted" data-testid={`${testId}-note`}>
          {note}
        </p>
      )}
    </div>
  );
}
