import type { ReactNode } from 'react';

/** The exercise screen's frame, the same in every state (loading, locked, not found, answering). */
export function ExerciseFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" data-testid="page-exercise">
      {children}
    </div>
  );
}
