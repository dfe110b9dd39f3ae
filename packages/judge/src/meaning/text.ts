/**
 * English terms for the meaning index: lower-cased words, function words dropped, a light suffix stemmer so that
 * "patient", "patience" and "patiently" meet. Porter's full rules are not needed for ranking verses.
 */
const STOP = new Set(
  (
    'a an the and or but if then so of to in on at by for with from into onto upon as is are was were be been being ' +
    'it its this that these those there here he him his she her they them their we us our you your i me my mine ' +
    'who whom whose which what when where why how not no nor do does did done have has had having shall will would ' +
    'should can could may might must indeed verily say said says let also than such all any each every some most ' +
    'more very only own same other another one ones thing things about over under again until while whoever ' +
    'whatever among against between through during before after above below out up down off just like even ' +
    'allah god lord o ye thou thee thy thine unto hath'
  ).split(' '),
);

const RULES: Array<[string, string, number]> = [
  ['fulness', '', 6],
  ['iveness', '', 6],
  ['ousness', '', 6],
  ['ingly', '', 6],
  ['ities', '', 6],
  ['ness', '', 5],
  ['ment', '', 6],
  ['ance', '', 6],
  ['ence', '', 6],
  ['ies', 'y', 4],
  ['ied', 'y', 4],
  ['ing', '', 5],
  ['ful', '', 5],
  ['ous', '', 5],
  ['ive', '', 5],
  ['ity', '', 5],
  ['ant', '', 5],
  ['ent', '', 5],
  ['ly', '', 5],
  ['ed', '', 4],
  ['es', '', 5],
  ['er', '', 5],
  ['s', '', 4],
];

function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  for (const [suffix, replacement, minLength] of RULES) {
    if (w.length >= minLength && w.endsWith(suffix) && !(suffix === 's' && w.endsWith('ss'))) {
      w = w.slice(0, w.length - suffix.length) + replacement;
      break;
    }
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 4 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  return w;
}

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z']+/)) {
    const word = raw.replace(/^'+|'+$/g, '');
    if (word.length < 3 || STOP.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}
