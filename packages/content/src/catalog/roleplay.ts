import { prompt } from '../prompts.js';
import { phraseAnswers, strip, type BuildContext, type Built } from './context.js';

/** Roleplay: a setting, the learner's role and the other person's line, answered with one of the phrases. */
export function buildRoleplay(ctx: BuildContext): Built<'roleplay'> {
  const out: Built<'roleplay'> = { items: [], rows: [] };
  for (const r of ctx.authored.roleplay) {
    const phrases = phraseAnswers(ctx, r.phraseIds, r.origin, r.id);
    if (!phrases || !ctx.claimId('roleplay', r.id, r.origin)) continue;
    const subject = r.phraseIds[0]!;
    out.items.push({
      type: 'roleplay',
      itemId: r.id,
      subjectId: subject,
      phraseId: subject,
      setting: r.setting,
      learnerRole: r.learnerRole,
      line: r.otherLine,
      goal: r.goal,
      phrases,
      keyWords: r.keyWords,
      prompt: prompt('roleplay', r.id, r.otherLine.arabic, r.otherLine.english, {
        setting: r.setting,
        learnerRole: r.learnerRole,
        goal: r.goal,
        ...(r.everydayOnly ? { everydayOnly: true } : {}),
      }),
    });
    out.rows.push({ type: 'roleplay', id: r.id, subjectId: subject, phraseId: subject, data: strip(r) });
  }
  return out;
}
