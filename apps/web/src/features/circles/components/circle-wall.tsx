import { CIRCLE_LIMITS, type CircleDetail, type CirclePost, type CircleReply } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { circleQueries, useCircleActions } from '../api';
import { useRun } from './use-run';
import { formatDate } from '../../../lib/format';

/**
 * The circle's wall. Post bodies are shown as React text nodes, never as HTML, so whatever a member types is
 * displayed exactly as typed and cannot run as markup.
 */
export function CircleWall({ circle }: { circle: CircleDetail }) {
  const { t } = useTranslation('circles');
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  return (
    <section
      aria-labelledby="wall-heading"
      className="rounded-2xl border border-line bg-surface-raised p-5"
      data-testid="circle-wall"
    >
      <h2 id="wall-heading" className="text-lg font-semibold">
        {t('wall.heading')}
      </h2>
      <Composer circleId={circle.id} label={t('wall.label')} submitLabel={t('wall.submit')} testId="wall" />
      <div className="mt-4 grid gap-3">
        {pages.map((before, index) => (
          <WallPage
            key={before ?? 'latest'}
            circleId={circle.id}
            before={before}
            last={index === pages.length - 1}
            onMore={(id) => setPages((p) => [...p, id])}
          />
        ))}
      </div>
    </section>
  );
}

function WallPage({
  circleId,
  before,
  last,
  onMore,
}: {
  circleId: string;
  before?: string;
  last: boolean;
  onMore: (before: string) => void;
}) {
  const { t } = useTranslation('circles');
  const posts = useQuery(circleQueries.posts(circleId, before));
  if (!posts.data) return <p className="text-ink-muted">{t('loading')}</p>;
  if (!before && posts.data.posts.length === 0)
    return (
      <p className="text-ink-muted" data-testid="wall-empty">
        {t('wall.empty')}
      </p>
    );
  const oldest = posts.data.posts.at(-1);
  return (
    <>
      <ul className="grid gap-3">
        {posts.data.posts.map((post) => (
          <li key={post.id}>
            <PostView circleId={circleId} post={post} />
          </li>
        ))}
      </ul>
      {last && posts.data.hasMore && oldest && (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => onMore(oldest.id)}
          data-testid="wall-more"
        >
          {t('wall.more')}
        </Button>
      )}
    </>
  );
}

function PostView({ circleId, post }: { circleId: string; post: CirclePost | CircleReply }) {
  const { t, i18n } = useTranslation('circles');
  const actions = useCircleActions(circleId);
  const run = useRun();
  const [replying, setReplying] = useState(false);
  const when = formatDate(post.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const isReply = post.parentId !== null;
  return (
    <article
      className={`rounded-xl border border-line p-3 ${isReply ? 'ms-6 bg-surface' : 'bg-surface-raised'}`}
      data-testid={isReply ? 'wall-reply' : 'wall-post'}
    >
      <header className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-semibold" dir="auto">
          {post.author.displayName}
        </span>
        <time dateTime={post.createdAt} className="text-xs text-ink-muted">
          {when}
        </time>
        {post.reportCount !== null && post.reportCount > 0 && (
          <span className="rounded-full bg-danger/10 px-2 text-xs text-danger" data-testid="post-reports">
            {t('wall.reports', { count: post.reportCount })}
          </span>
        )}
      </header>
      <p className="mt-1 whitespace-pre-wrap break-words" dir="auto" data-testid="post-body">
        {post.body}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!isReply && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setReplying((r) => !r)}
            aria-expanded={replying}
            data-testid="post-reply"
          >
            {t('wall.reply')}
          </Button>
        )}
        {!post.isMine && (
          <Button
            variant="ghost"
            size="sm"
            disabled={post.reportedByMe || actions.report.isPending}
            onClick={() => void run(() => actions.report.mutateAsync(post.id), t('wall.reportDone'))}
            data-testid="post-report"
          >
            {post.reportedByMe ? t('wall.reported') : t('wall.report')}
          </Button>
        )}
        {post.canDelete && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void run(() => actions.deletePost.mutateAsync(post.id), t('wall.deleted'))}
            data-testid="post-delete"
          >
            {t('wall.delete')}
          </Button>
        )}
      </div>
      {replying && (
        <Composer
          circleId={circleId}
          parentId={post.id}
          label={t('wall.replyLabel', { name: post.author.displayName })}
          submitLabel={t('wall.sendReply')}
          onDone={() => setReplying(false)}
          testId="reply"
          autoFocus
        />
      )}
      {'replies' in post && post.replies.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {post.replies.map((reply) => (
            <li key={reply.id}>
              <PostView circleId={circleId} post={reply} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function Composer(props: {
  circleId: string;
  parentId?: string;
  label: string;
  submitLabel: string;
  onDone?: () => void;
  testId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('circles');
  const { post } = useCircleActions(props.circleId);
  const run = useRun();
  const [body, setBody] = useState('');
  const id = `${props.testId}-${props.parentId ?? 'new'}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const created = await run(() => post.mutateAsync({ body, parentId: props.parentId }));
    if (created) {
      setBody('');
      props.onDone?.();
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <textarea
        id={id}
        className={`${inputClasses} h-auto min-h-20 py-2`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={CIRCLE_LIMITS.post}
        required
        dir="auto"
        autoFocus={props.autoFocus}
        aria-describedby={`${id}-length`}
        data-testid={`${props.testId}-input`}
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-length`} className="text-xs text-ink-muted">
          {t('wall.length', { count: body.length, max: CIRCLE_LIMITS.post })}
        </span>
        <Button
          type="submit"
          size="sm"
          disabled={post.isPending || body.trim() === ''}
          data-testid={`${props.testId}-submit`}
        >
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
