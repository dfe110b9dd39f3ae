import { getContentCatalog } from '@lisan/content';
import type { DialogueTurnResponse, DialogueView } from '@lisan/contract';
import type { Page } from '@playwright/test';

/** What a learner types for a phrase: its standard spelling from the corpus, never typed here. */
const said = (phraseId: string) => getContentCatalog().getPhraseSpan(phraseId)!.standard;

/** Types an answer into the dialogue's answer box and checks it; resolves with the server's answer. */
async function answerTurn(page: Page, text: string): Promise<DialogueTurnResponse> {
  const mine = await page.getByTestId('my-line').count();
  const response = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && /\/api\/dialogues\/[^/]+\/turns$/.test(new URL(r.url()).pathname),
  );
  await page.getByTestId('answer-input').fill(text);
  await page.getByTestId('check-answer').click();
  const body = (await (await response).json()) as DialogueTurnResponse;
  // The screen has taken the answer in: the learner's new bubble, or the turn's feedback.
  await page.waitForFunction(
    (before) =>
      document.querySelectorAll('[data-testid="my-line"]').length > before ||
      document.querySelector('[data-testid="turn-feedback"]') !== null,
    mine,
  );
  return body;
}

/**
 * Plays a dialogue on screen to its end (from the turn `from`, else its start), each learner turn answered with
 * its first fitting verse that is a phrase of the library, following the branch the server names.
 */
export async function playDialogue(page: Page, id: string, from?: string): Promise<void> {
  const view = (await (await page.request.get(`/api/dialogues/${id}?lang=en`)).json()) as DialogueView;
  let turn = view.turns.find((t) => t.id === (from ?? view.start))!;
  while (turn.reply) {
    const verse = turn.reply.verses.find((v) => v.phraseId)!;
    const result = await answerTurn(page, said(verse.phraseId!));
    if (result.outcome !== 'verse') throw new Error(`turn ${turn.id} of ${id}: ${result.feedback}`);
    turn = view.turns.find((t) => t.id === result.next)!;
  }
  await page.getByTestId('dialogue-done').waitFor();
}
