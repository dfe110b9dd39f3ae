import {
  buildDialogues,
  buildUnits,
  type ContentCatalog,
  type DialogueCatalog,
  type DialogueEntry,
  type UnitCatalog,
} from '@lisan/content';
import type { DialogueSummary, UiLanguage } from '@lisan/contract';
import type { Database } from '@lisan/db';
import { turnsAnsweredWithAVerse } from './content.dialogues.repository.js';

/*
 * The scripted dialogues and the units by purpose as the content catalog builds them, and which of them a
 * learner has finished: today's session offers a dialogue, and the dialogues module plays them.
 */

/** The dialogues of a content catalog, built once per catalog (the app's, or a test's fixture). */
const built = new WeakMap<ContentCatalog, DialogueCatalog>();
export function dialoguesOf(catalog: ContentCatalog): DialogueCatalog {
  let dialogues = built.get(catalog);
  if (!dialogues) built.set(catalog, (dialogues = buildDialogues(catalog)));
  return dialogues;
}

const builtUnits = new WeakMap<ContentCatalog, UnitCatalog>();
export function unitsOf(catalog: ContentCatalog): UnitCatalog {
  let units = builtUnits.get(catalog);
  if (!units) builtUnits.set(catalog, (units = buildUnits(catalog, dialoguesOf(catalog))));
  return units;
}

/** Turns whose answer ends the dialogue: every choice leads to the closing line. */
export function lastTurnIds(d: DialogueEntry): Set<string> {
  const closing = new Set(d.turns.filter((t) => !t.reply).map((t) => t.id));
  return new Set(
    d.turns
      .filter((t) => t.reply && Object.values(t.reply.next).every((n) => closing.has(n)))
      .map((t) => `${d.id}/${t.id}`),
  );
}

/**
 * The dialogue today's session offers: the first unfinished one of the learner's current unit (the first unit
 * with a dialogue left), so the session draws on what the unit teaches; null once every dialogue is finished.
 */
export async function sessionDialogue(
  deps: { db: Database; dialogues: DialogueCatalog; units: UnitCatalog },
  userId: string | null,
  lang: UiLanguage,
): Promise<DialogueSummary | null> {
  const answered = new Set(userId ? await turnsAnsweredWithAVerse(deps.db, userId) : []);
  const finished = (d: DialogueEntry) => [...lastTurnIds(d)].some((id) => answered.has(id));
  const open = (id: string) => {
    const d = deps.dialogues.get(id);
    return d && !finished(d) ? d : undefined;
  };
  const inUnits = deps.units.units.flatMap((u) => u.dialogueIds).find((id) => open(id));
  const dialogue = inUnits ? open(inUnits) : deps.dialogues.dialogues.find((d) => !finished(d));
  if (!dialogue) return null;
  return {
    id: dialogue.id,
    situation: dialogue.situation,
    title: dialogue.title[lang],
    difficulty: dialogue.difficulty,
    turns: dialogue.pathTurns.min,
    completed: false,
  };
}
