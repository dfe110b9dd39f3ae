import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import {
  AssignmentPanel,
  CircleBoard,
  circleQueries,
  CircleWall,
  CreateCircleForm,
  InvitePanel,
  JoinCircleForm,
  LeavePanel,
  MembersPanel,
} from '../../features/circles';
import { useSession } from '../../features/session';

/** Circles need an account: signed-out visitors get the page's heading and a way to sign in. */
function SignedInOnly({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('circles');
  const session = useSession();
  if (session.status === 'signedIn') return <>{children}</>;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {session.status === 'signedOut' && (
        <div
          className="mt-6 rounded-2xl border border-line bg-surface-raised p-6"
          data-testid="circles-signed-out"
        >
          <p className="text-ink-muted">{t('signedOut.text')}</p>
          <Link href="/signin" className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('signedOut.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}

export function CirclesPage() {
  const { t } = useTranslation('circles');
  return (
    <SignedInOnly testId="page-circles" title={t('title')}>
      <MyCircles />
    </SignedInOnly>
  );
}

function MyCircles() {
  const { t } = useTranslation('circles');
  const circles = useQuery(circleQueries.mine());
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8" data-testid="page-circles">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-ink-muted">{t('intro')}</p>
      </div>
      <section aria-labelledby="my-circles-heading">
        <h2 id="my-circles-heading" className="mb-3 text-lg font-semibold">
          {t('list.heading')}
        </h2>
        {!circles.data ? (
          <p className="text-ink-muted">{t('loading')}</p>
        ) : circles.data.circles.length === 0 ? (
          <p className="text-ink-muted" data-testid="circles-empty">
            {t('list.empty')}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {circles.data.circles.map((c) => (
              <li
                key={c.id}
                className="rounded-2xl border border-line bg-surface-raised p-4"
                data-testid="circle-card"
              >
                <Link
                  href={`/circles/${c.id}`}
                  className="text-lg font-semibold text-brand hover:underline"
                  dir="auto"
                >
                  {c.name}
                </Link>
                <p className="text-xs text-ink-muted">
                  {t(`role.${c.role}`)} · {t('list.members', { count: c.memberCount, max: c.maxMembers })}
                </p>
                {c.description && (
                  <p className="mt-2 text-sm" dir="auto">
                    {c.description}
                  </p>
                )}
                {c.assignment && (
                  <p className="mt-2 text-sm">
                    {t('list.assignmentSet', { percent: c.assignment.myProgress.percent })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <CreateCircleForm />
        <JoinCircleForm />
      </div>
    </div>
  );
}

export function CirclePage() {
  const { t } = useTranslation('circles');
  return (
    <SignedInOnly testId="page-circle" title={t('title')}>
      <CircleView />
    </SignedInOnly>
  );
}

function CircleView() {
  const { t } = useTranslation('circles');
  const { id = '' } = useParams<{ id: string }>();
  const circle = useQuery(circleQueries.detail(id));
  if (circle.error) {
    const missing = circle.error instanceof ApiError && circle.error.status === 404;
    return (
      <section className="mx-auto max-w-3xl px-4 py-10" data-testid="page-circle">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-ink-muted" data-testid="circle-not-found">
          {missing ? t('circle.notFound') : t('errors.generic')}
        </p>
        <Link href="/circles" className={buttonClasses('secondary', 'md', 'mt-4')}>
          {t('circle.back')}
        </Link>
      </section>
    );
  }
  if (!circle.data)
    return (
      <p role="status" className="mx-auto min-h-screen max-w-6xl px-4 py-10 text-ink-muted">
        {t('loading')}
      </p>
    );
  const c = circle.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8" data-testid="page-circle" data-role={c.role}>
      <div>
        <Link href="/circles" className="text-sm text-brand underline underline-offset-2">
          {t('circle.back')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight" dir="auto" data-testid="circle-title">
          {c.name}
        </h1>
        <p className="text-sm text-ink-muted">
          {t(`role.${c.role}`)} · {t('circle.timeZone', { zone: c.timeZone })}
        </p>
        {c.description && (
          <p className="mt-2 max-w-3xl" dir="auto">
            {c.description}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <AssignmentPanel circle={c} />
          <CircleBoard circle={c} />
          <CircleWall circle={c} />
        </div>
        <div className="grid content-start gap-6">
          <InvitePanel circle={c} />
          <MembersPanel circle={c} />
          <LeavePanel circle={c} />
        </div>
      </div>
    </div>
  );
}

export function JoinCirclePage() {
  const { t } = useTranslation('circles');
  const { code = '' } = useParams<{ code: string }>();
  return (
    <SignedInOnly testId="page-circle-join" title={t('join.pageTitle')}>
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-10" data-testid="page-circle-join">
        <h1 className="text-3xl font-bold tracking-tight">{t('join.pageTitle')}</h1>
        <p className="text-ink-muted">{t('join.pageText', { code })}</p>
        <JoinCircleForm initialCode={code} />
      </div>
    </SignedInOnly>
  );
}
