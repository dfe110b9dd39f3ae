import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Page } from '../../components/layout/page';
import { DialogueList, DialogueScreen, FreeConversation } from '../../features/dialogue';

/** /dialogues — the scripted dialogues by situation. */
export function DialoguesPage() {
  const { t } = useTranslation('dialogue');
  return (
    <Page title={t('listTitle')} intro={t('listIntro')} testId="page-dialogues">
      <Link href="/conversation" className="text-brand underline" data-testid="free-conversation-link">
        {t('free.link')}
      </Link>
      <DialogueList />
    </Page>
  );
}

/** /dialogues/:id — one dialogue, played turn by turn. */
export function DialoguePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <DialogueScreen id={id} />;
}

/** /conversation — free conversation with the AI model playing the other person. */
export function ConversationPage() {
  const { t } = useTranslation('dialogue');
  return (
    <Page title={t('free.title')} intro={t('free.intro')} testId="page-conversation">
      <FreeConversation />
    </Page>
  );
}
