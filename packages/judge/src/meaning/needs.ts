/**
 * What a situation needs from a reply, read off the line the learner answers: someone afraid needs reminding of
 * reliance on God, of His decree and of the calm it brings; someone who has just succeeded, of thanks to Him;
 * someone who feels empty, of remembrance. The line's own words seldom name these themes ("I'm scared" names none
 * of them), yet a teacher takes "whoever relies upon Allah, He is sufficient for him" said to someone afraid.
 * A need counts like a theme the item's own words name. Patterns match the lower-cased English line; kept to
 * feelings and events a speaker states about themself, so that a line merely mentioning a word does not count.
 */
interface Need {
  pattern: RegExp;
  themes: readonly string[];
}

const NEEDS: readonly Need[] = [
  {
    // Fear and worry: trust in God, His decree, the calm He sends, hope.
    pattern:
      /\bi'?m (so |really |a (little|bit) |very )?(scared|afraid|frightened|terrified|nervous|anxious|worried)\b|\bi (am|feel) (so |really |a (little|bit) |very )?(scared|afraid|frightened|terrified|nervous|anxious|worried)\b|\bi'?m (still )?(anxious|nervous|worried)|\bi fear\b|\bi can'?t stop worrying/,
    themes: ['reliance', 'decree', 'tranquillity', 'hope'],
  },
  {
    // Emptiness and unrest of the heart: remembrance and the calm it brings.
    pattern: /\bi feel (so )?(empty|restless|lost)\b|\bemptiness\b|\bno peace\b/,
    themes: ['remembrance', 'tranquillity'],
  },
  {
    // A success just reached: thanks to the One who gave it.
    pattern:
      /\b(i|we|our \w+) (just |finally )?(passed(?! away)|won(?!')|graduated|succeeded|made it|got (this|the|a) (job|place|scholarship|promotion))\b|\bi'?ve (finally )?(graduated|passed|succeeded|been accepted)\b|\bcongratulations on\b/,
    themes: ['gratitude'],
  },
];

/**
 * A task that answers the speaker's state (comfort, reassure, congratulate…) leaves the reply to what that state
 * needs; a task that asks for something else ("Teach him the prayer for more knowledge" to a graduate) does not.
 */
const ANSWERS_THE_STATE =
  /^(gently |warmly |kindly )?(comfort|reassure|calm|console|encourage|congratulate|thank|praise|remind|welcome|cheer|support|direct|soothe)\b/iu;

/**
 * What the task itself asks a reply to do, whatever the line says: comforting someone is done with ease after
 * hardship, hope and patience; encouraging, with hope, patience and reliance on God; answering praise humbly, by
 * giving the favour back to God. Read off the task's opening words only, where it says what to do.
 */
const TASK_NEEDS: readonly Need[] = [
  {
    pattern: /^(gently |warmly |kindly )?(comfort|console|soothe)\b/iu,
    themes: ['ease', 'hope', 'patience'],
  },
  { pattern: /^(gently |warmly |kindly )?encourage\b/iu, themes: ['hope', 'patience', 'reliance'] },
  { pattern: /^answer humbly\b|^reply humbly\b/iu, themes: ['gratitude'] },
];

/** The theme ids a situation's line needs a reply to speak of (see NEEDS), when its task answers that state. */
export function needsOf(line: string, task: string): string[] {
  if (!ANSWERS_THE_STATE.test(task.trim()) && !TASK_NEEDS.some((n) => n.pattern.test(task.trim()))) return [];
  const text = line.toLowerCase().replace(/\u2019/gu, "'");
  return [
    ...new Set([
      ...NEEDS.filter((n) => n.pattern.test(text)).flatMap((n) => n.themes),
      ...TASK_NEEDS.filter((n) => n.pattern.test(task.trim())).flatMap((n) => n.themes),
    ]),
  ];
}
