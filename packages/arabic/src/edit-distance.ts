/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition), the usual model
 * of a one-keystroke slip. `max` lets callers stop early: the result is then max + 1.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m]!;
}

export type SingleEdit =
  | { kind: 'insert'; char: string }
  | { kind: 'delete'; char: string }
  | { kind: 'substitute'; from: string; to: string }
  | { kind: 'transpose' };

/** The one edit that turns `from` into `to`, or undefined when they are equal or further apart. */
export function singleEdit(from: string, to: string): SingleEdit | undefined {
  if (from === to) return undefined;
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) start++;
  const fromRest = from.slice(start);
  const toRest = to.slice(start);
  if (fromRest.length === toRest.length + 1 && fromRest.slice(1) === toRest)
    return { kind: 'delete', char: fromRest[0]! };
  if (toRest.length === fromRest.length + 1 && toRest.slice(1) === fromRest)
    return { kind: 'insert', char: toRest[0]! };
  if (fromRest.length === toRest.length && fromRest.length > 0) {
    if (fromRest.slice(1) === toRest.slice(1))
      return { kind: 'substitute', from: fromRest[0]!, to: toRest[0]! };
    if (
      fromRest.length >= 2 &&
      fromRest[0] === toRest[1] &&
      fromRest[1] === toRest[0] &&
      fromRest.slice(2) === toRest.slice(2)
    ) {
      return { kind: 'transpose' };
    }
  }
  return undefined;
}
