/*
 * `npx tsx packages/judge/eval/teacher/tune-wisdom.ts`: the wisdom rule (fit.ts, WisdomRule) tried over a small
 * grid on two thirds of the wisdom cases of unlisted-fitting.jsonl (every case but each 3rd), and the chosen
 * rule's agreement on the held-out third. Verdicts as the judge maps them: fits → correct, unrelated →
 * incorrect, unsure → almost. The labels are never touched.
 */
import { meaningFit, type WisdomRule, WISDOM_RULE } from '../../src/meaning/fit.js';
import { warmMeaning } from '../../src/meaning/index.js';
import { loadCases } from './load.js';

const wisdom = loadCases().filter((c) => c.exerciseType === 'transformation');
warmMeaning(wisdom.map((c) => c.item));
const heldOut = wisdom.filter((_, i) => i % 3 === 2);
const tuning = wisdom.filter((_, i) => i % 3 !== 2);
const verdictOf = { fits: 'correct', unrelated: 'incorrect', unsure: 'almost' } as const;

function score(cases: typeof wisdom, rule: Partial<WisdomRule>) {
  let agree = 0;
  let falseAccepts = 0;
  for (const c of cases) {
    const v = verdictOf[meaningFit(c.item, c.answerRef.surah, c.answerRef.ayah, { wisdom: rule }).verdict];
    if (v === c.expectedVerdict) agree++;
    if (v === 'correct' && c.expectedVerdict !== 'correct') falseAccepts++;
  }
  return { agree, falseAccepts, n: cases.length };
}

let best: { rule: WisdomRule; agree: number; falseAccepts: number } | undefined;
for (const coreNear of [1000, 2000, 3000, 6236])
  for (const coreShare of [0.25, 0.5, 0.75, 2])
    for (const share of [0.34, 0.5, 0.6, 0.75, 2])
      for (const near of [0, 20, 40, 60, 100, 200])
        for (const unsureNear of [0, 300]) {
          const rule = { coreNear, coreShare, share, near, unsureNear };
          const s = score(tuning, rule);
          // More agreement wins; then fewer false accepts.
          if (!best || s.agree > best.agree || (s.agree === best.agree && s.falseAccepts < best.falseAccepts))
            best = { rule, ...s };
        }
const pct = (s: { agree: number; n: number }) => `${s.agree}/${s.n} = ${((100 * s.agree) / s.n).toFixed(1)}%`;
console.log(
  'best on the tuning two thirds:',
  JSON.stringify(best!.rule),
  pct({ ...best!, n: tuning.length }),
  `false accepts ${best!.falseAccepts}`,
);
const held = score(heldOut, best!.rule);
console.log('same rule on the held-out third:', pct(held), `false accepts ${held.falseAccepts}`);
const shipped = score(heldOut, WISDOM_RULE);
const shippedTuning = score(tuning, WISDOM_RULE);
console.log(
  'shipped rule',
  JSON.stringify(WISDOM_RULE),
  `tuning ${pct(shippedTuning)}, held-out ${pct(shipped)}, false accepts ${shippedTuning.falseAccepts + shipped.falseAccepts}`,
);
