import type { ReactNode } from 'react';

/** The common frame of a content page: a heading, an optional lead paragraph, then the page's own content. */
export function Page({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <p className="mt-3 max-w-2xl text-lg text-ink-muted">{intro}</p>}
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}
