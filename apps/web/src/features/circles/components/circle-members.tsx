import type { CircleDetail } from '@lisan/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { inviteLink, useCircleActions } from '../api';
import { useRun } from './use-run';

const card = 'rounded-2xl border border-line bg-surface-raised p-5';

/** The teacher's invite box: the code, the link to share, and a new code when the old one has gone too far. */
export function InvitePanel({ circle }: { circle: CircleDetail }) {
  const { t } = useTranslation('circles');
  const { update } = useCircleActions(circle.id);
  const run = useRun();
  if (!circle.code) return null;
  const link = inviteLink(circle.code);
  return (
    <section aria-labelledby="invite-heading" className={card} data-testid="circle-invite">
      <h2 id="invite-heading" className="text-lg font-semibold">
        {t('invite.heading')}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <dt className="text-ink-muted">{t('invite.code')}</dt>
        <dd className="font-mono text-2xl font-bold tracking-widest" dir="ltr" data-testid="invite-code">
          {circle.code}
        </dd>
        <dt className="text-ink-muted">{t('invite.link')}</dt>
        <dd className="break-all font-mono" dir="ltr" data-testid="invite-link">
          {link}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void run(() => navigator.clipboard.writeText(link), t('invite.copied'))}
        >
          {t('invite.copy')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            void run(() => update.mutateAsync({ regenerateCode: true }), t('invite.regenerated'))
          }
          data-testid="regenerate-code"
        >
          {t('invite.regenerate')}
        </Button>
      </div>
    </section>
  );
}

export function MembersPanel({ circle }: { circle: CircleDetail }) {
  const { t } = useTranslation('circles');
  const actions = useCircleActions(circle.id);
  const run = useRun();
  const teacher = circle.role === 'teacher';
  return (
    <section aria-labelledby="members-heading" className={card} data-testid="circle-members">
      <h2 id="members-heading" className="text-lg font-semibold">
        {t('members.heading', { count: circle.memberCount, max: circle.maxMembers })}
      </h2>
      <ul className="mt-3 grid gap-2">
        {circle.members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center gap-2 text-sm" data-testid="member">
            <span className="font-medium" dir="auto">
              {m.displayName}
            </span>
            <span className="text-xs text-ink-muted">{t(`role.${m.role}`)}</span>
            {teacher && !m.isMe && (
              <span className="ms-auto flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    if (window.confirm(t('members.confirmHandOver', { name: m.displayName })))
                      void run(
                        () => actions.update.mutateAsync({ teacherId: m.userId }),
                        t('members.handedOver', { name: m.displayName }),
                      );
                  }}
                >
                  {t('members.makeTeacher')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    if (window.confirm(t('members.confirmRemove', { name: m.displayName })))
                      void run(
                        () => actions.remove.mutateAsync(m.userId),
                        t('members.removed', { name: m.displayName }),
                      );
                  }}
                >
                  {t('members.remove')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LeavePanel({ circle }: { circle: CircleDetail }) {
  const { t } = useTranslation('circles');
  const [, navigate] = useLocation();
  const actions = useCircleActions(circle.id);
  const run = useRun();
  const done = () => navigate('/circles');
  return (
    <section aria-labelledby="leave-heading" className={card}>
      <h2 id="leave-heading" className="text-lg font-semibold">
        {t('settings.heading')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={async () => {
            if (
              window.confirm(t('settings.confirmLeave')) &&
              (await run(async () => (await actions.leave.mutateAsync(), true), t('settings.left')))
            )
              done();
          }}
          data-testid="leave-circle"
        >
          {t('settings.leave')}
        </Button>
        {circle.role === 'teacher' && (
          <Button
            variant="danger"
            onClick={async () => {
              if (
                window.confirm(t('settings.confirmClose')) &&
                (await run(async () => (await actions.close.mutateAsync(), true), t('settings.closed')))
              )
                done();
            }}
            data-testid="close-circle"
          >
            {t('settings.close')}
          </Button>
        )}
      </div>
    </section>
  );
}
