import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  testId,
  icon,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  icon?: ReactNode;
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
    </div>
  );
}
