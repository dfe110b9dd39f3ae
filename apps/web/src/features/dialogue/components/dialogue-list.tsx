import { DIALOGUE_SITUATIONS } from '@lisan/contract';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { failureMessage } from '../../../lib/api-client';
import { useActingUserId } from '../../session';
import { dialogueQueries } from '../api';

/** Every dialogue by situation, the finished ones marked. */
export function DialogueList() {
  const { t, i18n } = useTranslation('dialogue');
  const userId = useActingUserId();
  const list = useQuery(dialogueQueries.list(i18n.language, userId));
  if (list.isPending) return <p>{t('loading')}</p>;
  if (list.isError) return <p role="alert">{failureMessage(list.error, t('failed'))}</p>;
  return (
    <div className="grid gap-6" data-testid="dialogue-list">
      {DIALOGUE_SITUATIONS.map((situation) => (
        <section key={situation} className="grid gap-2">
          <h2 className="text-xl font-semibold">{t(`situations.${situation}`)}</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {list.data.dialogues
              .filter((d) => d.situation === situation)
              .map((d) => (
                <li key={d.id}>
                  <Link
                    href={`/dialogues/${d.id}`}
                    className="flex items-center justify-between gap-2 rounded-xl border border-line bg-surface-raised p-3 hover:border-brand"
                    data-testid={`dialogue-${d.id}`}
                  >
                    <span>{d.title}</span>
                    {d.completed && (
                      <CheckCircle2 aria-label={t('finished')} className="size-5 shrink-0 text-brand" />
                    )}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
