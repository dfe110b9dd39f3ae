import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password pages: a centred card with a heading. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  testId,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-soft/60 to-surface px-4 py-12" data-testid={testId}>
      <div
        className={`mx-auto rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-line pt-4 text-center text-sm text-ink-muted">{footer}</div>
        )}
      </div>
    </section>
  );
}
