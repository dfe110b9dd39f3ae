/*
 * Prints the judge's feedback, in English and Arabic, for one teacher case of each class:
 * `npx tsx packages/judge/eval/feedback-examples.ts`.
 */
import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem } from '@lisan/contract';
import { judgeBuiltin } from '../src/builtin/index.js';
import { answerOf, loadTeacherCases } from './teacher/recipe.js';
const catalog = getContentCatalog();
const cases = loadTeacherCases();
const show = (title: string, pred: (c: (typeof cases)[number]) => boolean) => {
  const c = cases.find(pred)!;
  const item = catalog.getExerciseItem(c.type as ExerciseType, c.item) as JudgeItem;
  const answer = answerOf(c);
  console.log(`\n## ${title} [${c.id}, ${c.type} ${c.item}] teacher: ${c.label}\nanswer: ${answer}`);
  for (const language of ['en', 'ar'] as const) {
    const r = judgeBuiltin({ exerciseType: c.type, item, answer, language });
    console.log(
      `${language}: ${r.verdict} — ${r.feedback}${language === 'en' ? `\nerrors: ${JSON.stringify(r.errors ?? [])}` : ''}`,
    );
  }
};
show(
  '1 misquote in a reply (case ending)',
  (c) => c.type === 'conversation' && c.reason.includes('case ending'),
);
show('1 misquote in a reply (mood)', (c) => c.type === 'transformation' && c.reason.includes('mood'));
show('2 vowels read', (c) => c.type === 'conversation' && c.tags.includes('vowel'));
show('4 typing habits (frame)', (c) => c.type === 'thematic' && c.tags.includes('frame'));
show('5 short complete saying', (c) => c.tags.includes('short-saying'));
show(
  '6 diagnosis: definiteness in a listed verse',
  (c) => c.type === 'transformation' && c.reason.includes('definiteness'),
);
show(
  '6 diagnosis: dialect is not a verse',
  (c) =>
    c.tags.includes('dialect') &&
    (c.type === 'transformation' || c.type === 'thematic') &&
    answerOf(c).includes('شاء'),
);
show('6 diagnosis: hedge', (c) => c.tags.includes('hedge'));
show('6 diagnosis: nonsense sharing one word', (c) => c.tags.includes('nonsense'));
show('licensed adaptation (usage note)', (c) => c.tags.includes('licensed-adaptation'));
