import type { DialogueCatalog, UnitCatalog } from '@lisan/content';
import {
  ANSWER_MAX_LENGTH,
  ERROR_TEXTS,
  JUDGE_TEXTS,
  type DialogueListResponse,
  type DialogueOutcome,
  type DialogueTurnRequest,
  type DialogueTurnResponse,
  type RoleplayJudgeItem,
  type UiLanguage,
  type UnitListResponse,
  type UnitStep,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import { judge, type LlmJudge } from '@lisan/judge';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { consumeAiAnswer } from '../billing/index.js';
import { recordAnswer } from '../practice/index.js';
import { lastTurnIds, turnsAnsweredWithAVerse } from '../content/index.js';
import { unitProgressReads } from './dialogues.repository.js';
import { outcomeText } from './dialogues.texts.js';
import { isEverydayAnswer, quotesWordForWord, sharedWithVerse } from './everyday.js';

export interface DialoguesDeps {
  db: Database;
  dialogues: DialogueCatalog;
  llm?: LlmJudge;
}

export async function listDialogues(
  deps: DialoguesDeps,
  userId: string | null,
  lang: UiLanguage,
): Promise<DialogueListResponse> {
  const answered = new Set(userId ? await turnsAnsweredWithAVerse(deps.db, userId) : []);
  return {
    dialogues: deps.dialogues.dialogues.map((d) => ({
      id: d.id,
      situation: d.situation,
      title: d.title[lang],
      difficulty: d.difficulty,
      turns: d.pathTurns.min,
      completed: [...lastTurnIds(d)].some((id) => answered.has(id)),
    })),
  };
}

/**
 * Judges one learner turn of a dialogue and records it as a role-play answer (item id 'dialogue-…/turn'):
 * a fitting verse rightly quoted goes on down its branch; the turn's everyday reply is good Arabic, not a
 * failure: the learner is shown the verses and the dialogue may go on; anything else, a misquoted verse above
 * all, is tried again. The judge decides about verses; the everyday reply is recognised here, against the
 * turn's own authored replies, only when the judge did not accept a verse.
 */
export async function answerTurn(
  deps: DialoguesDeps,
  dialogueId: string,
  body: DialogueTurnRequest,
  userId: string,
  context: { timeZone?: string } = {},
): Promise<DialogueTurnResponse> {
  const dialogue = deps.dialogues.get(dialogueId);
  if (!dialogue) throw new NotFoundError('There is no dialogue with this id.', 'dialogue_not_found');
  const turn = dialogue.turns.find((t) => t.id === body.turnId);
  if (!turn?.reply)
    throw new NotFoundError('This dialogue has no learner turn with this id.', 'turn_not_found');
  if (body.answer.trim() === '') throw new BadRequestError(ERROR_TEXTS.noAnswerText, 'no_answer');
  if (body.answer.length > ANSWER_MAX_LENGTH)
    throw new BadRequestError(JUDGE_TEXTS.answerTooLong, 'answer_too_long');

  const language = body.language ?? 'en';
  const item = deps.dialogues.judgeItem(dialogue, turn.id)!;
  const result = await judge(
    { exerciseType: 'roleplay', item, answer: body.answer, language },
    { llm: deps.llm, allowLlm: async () => (await consumeAiAnswer(deps.db, userId)).allowed },
  );

  let outcome: DialogueOutcome = 'retry';
  let chosen: string | null = null;
  if (
    isEverydayAnswer(
      body.answer,
      item.phrases.map((phrase) => phrase.standard),
      turn.reply.everyday.map((e) => e.ar),
    )
  ) {
    outcome = 'everyday';
    chosen = 'everyday';
  } else if (result.verdict === 'correct') {
    outcome = 'verse';
    chosen = chosenVerse(
      item,
      turn.reply.verses.map((v) => v.key),
      body.answer,
    );
  }
  const next = outcome === 'retry' ? null : (turn.reply.next[chosen ?? '*'] ?? turn.reply.next['*'] ?? null);
  const verse = turn.reply.verses.find((v) => v.key === chosen);

  const recorded = await recordAnswer(deps.db, {
    userId,
    exerciseType: 'roleplay',
    itemId: item.itemId,
    // Only a verse said moves that verse's memory card; the everyday reply practises no verse yet.
    phraseId: outcome === 'verse' ? (verse?.phraseId ?? null) : null,
    userAnswer: body.answer,
    correctAnswer: item.phrases[0]?.standard ?? '',
    // The everyday reply is right but not yet the verse: 'almost', never counted as a failure or a misquote.
    verdict: outcome === 'everyday' ? 'almost' : result.verdict,
    judge: result.judge,
    feedback: outcome === 'everyday' ? outcomeText(language, 'everyday') : result.feedback,
    elapsedMs: body.elapsedMs,
    timeZone: context.timeZone,
    diffs: outcome === 'everyday' ? [] : result.diffs,
    errors: outcome === 'everyday' ? [] : result.errors,
  });

  const view = deps.dialogues.view(dialogue, language).turns.find((t) => t.id === turn.id)!;
  return {
    outcome,
    verdict: outcome === 'everyday' ? 'almost' : result.verdict,
    judge: result.judge,
    feedback: outcome === 'retry' ? result.feedback : outcomeText(language, outcome),
    suggestions: outcome === 'everyday' ? [] : result.suggestions,
    diffs: outcome === 'everyday' ? [] : result.diffs,
    errors: outcome === 'everyday' ? [] : (result.errors ?? []),
    chosen,
    next,
    verses: view.reply!.verses,
    attemptId: recorded.attemptId,
  };
}

/** Which of the turn's verses a right answer quoted: the first the built-in judge accepts on its own. */
/**
 * Which listed verse the accepted answer says: the one it quotes word for word, else the one whose words it
 * keeps most of (an adapted quotation changes a word or two). Judging each verse alone would not tell: the
 * judge also accepts a fitting verse an item does not list.
 */
function chosenVerse(item: RoleplayJudgeItem, keys: readonly string[], answer: string): string {
  const exact = item.phrases.findIndex((phrase) => quotesWordForWord(answer, phrase.standard));
  if (exact >= 0) return keys[exact]!;
  let best = 0;
  item.phrases.forEach((phrase, index) => {
    if (sharedWithVerse(answer, phrase.standard) > sharedWithVerse(answer, item.phrases[best]!.standard))
      best = index;
  });
  return keys[best]!;
}

/**
 * The units by purpose with the learner's place: in each, what is done and what comes next (the easiest phrase
 * not yet practised, then the drills, then the dialogues); the current unit is the first with anything left.
 */
export async function listUnits(
  deps: DialoguesDeps & { units: UnitCatalog },
  userId: string | null,
  lang: UiLanguage,
): Promise<UnitListResponse> {
  const progress = userId
    ? await unitProgressReads(deps.db, userId)
    : { phraseIds: new Set<string>(), itemIds: new Set<string>() };
  const finished = new Set(
    deps.dialogues.dialogues
      .filter((d) => [...lastTurnIds(d)].some((id) => progress.itemIds.has(id)))
      .map((d) => d.id),
  );
  let placed = false;
  return {
    units: deps.units.units.map((u) => {
      const phrase = u.phraseIds.find((p) => !progress.phraseIds.has(p));
      const drill = u.drills.find((d) => !progress.itemIds.has(d.itemId));
      const dialogue = u.dialogueIds.find((d) => !finished.has(d));
      const next: UnitStep | null = phrase
        ? { kind: 'phrase', type: 'completion', id: phrase }
        : drill
          ? { kind: 'drill', type: drill.type, id: drill.subjectId }
          : dialogue
            ? { kind: 'dialogue', type: null, id: dialogue }
            : null;
      const current = !placed && next !== null;
      if (current) placed = true;
      return {
        id: u.id,
        purpose: u.purpose,
        title: u.title[lang],
        phrases: u.phraseIds.length,
        drills: u.drills.length,
        dialogues: u.dialogueIds.length,
        done: {
          phrases: u.phraseIds.filter((p) => progress.phraseIds.has(p)).length,
          drills: u.drills.filter((d) => progress.itemIds.has(d.itemId)).length,
          dialogues: u.dialogueIds.filter((d) => finished.has(d)).length,
        },
        current,
        next,
      };
    }),
  };
}
