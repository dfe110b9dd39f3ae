import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Page } from '../../components/layout/page';
import { DialogueList, DialogueScreen } from '../../features/dialogue';

/** /dialogues — the scripted dialogues by situation. */
export function DialoguesPage() {
  const { t } = useTranslation('dialogue');
  return (
    <Page title={t('listTitle')} intro={t('listIntro')} testId="page-dialogues">
      <DialogueList />
    </Page>
  );
}

/** /dialogues/:id — one dialogue, played turn by turn. */
export function DialoguePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <DialogueScreen id={id} />;
}
