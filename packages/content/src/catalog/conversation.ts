import { prompt } from '../prompts.js';
import { phraseAnswers, strip, type BuildContext, type Built } from './context.js';

/** Conversation: a line said to the learner, answered with any of the item's phrases (adapted). */
export function buildConversation(ctx: BuildContext): Built<'conversation'> {
  const out: Built<'conversation'> = { items: [], rows: [] };
  for (const c of ctx.authored.conversation) {
    const phrases = phraseAnswers(ctx, c.phraseIds, c.origin, c.id);
    if (!phrases || !ctx.claimId('conversation', c.id, c.origin)) continue;
    const subject = c.phraseIds[0]!;
    out.items.push({
      type: 'conversation',
      itemId: c.id,
      subjectId: subject,
      phraseId: subject,
      line: c.prompt,
      task: c.task,
      phrases,
      keyWords: c.keyWords,
      prompt: prompt('conversation', c.id, c.prompt.arabic, c.prompt.english, {
        task: c.task,
        ...(c.everydayOnly ? { everydayOnly: true } : {}),
      }),
    });
    out.rows.push({ type: 'conversation', id: c.id, subjectId: subject, phraseId: subject, data: strip(c) });
  }
  return out;
}
