import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import range from './arabic-font-range.json';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Code points of the range list, e.g. "U+0600-06FF" → 0x600..0x6ff. */
function inRange(codePoint: number): boolean {
  return range.unicodes.some((entry) => {
    const [from, to = from] = entry
      .replace('U+', '')
      .split('-')
      .map((hex) => parseInt(hex, 16)) as [number, number?];
    return codePoint >= from && codePoint <= (to ?? from);
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(json|ya?ml|md|ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Arabic-script characters (the Arabic blocks and presentation forms) that a page could show in Amiri.
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

describe('the Arabic web font subset', () => {
  it("covers every Arabic character of the Qur'an text, the content and the Arabic interface", () => {
    const sources = [
      path.join(root, 'packages/arabic/generated/corpus.json'),
      ...filesUnder(path.join(root, 'content')),
      ...filesUnder(path.join(root, 'apps/web/src')),
    ];
    const missing = new Map<string, string>();
    for (const file of sources) {
      for (const [character] of readFileSync(file, 'utf8').matchAll(arabicScript)) {
        const codePoint = character.codePointAt(0)!;
        if (!inRange(codePoint))
          missing.set(
            `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`,
            path.relative(root, file),
          );
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('is declared in the stylesheet with exactly the range it was cut to', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'index.css'), 'utf8');
    const declared = [...css.matchAll(/font-family: 'Amiri';[\s\S]*?unicode-range: ([^;]+);/g)].map(
      (match) => match[1],
    );
    expect(declared).toHaveLength(2);
    for (const list of declared)
      expect(list?.split(',').map((entry) => entry.trim())).toEqual(range.unicodes);
  });
});
