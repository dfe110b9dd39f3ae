import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../testing.js';
import { getContentCatalog } from './catalog.js';
import { buildDialogues } from './dialogues.js';
import { buildUnits } from './units.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const unit = (id: string, items: string[]) => ({
  id,
  purpose: 'market',
  title: { en: 'At the market', ar: 'في السوق', id: 'Di pasar', tr: 'Pazarda', zh: '在市场', sw: 'Sokoni' },
  tags: ['trade'],
  dialogues: ['dialogue-shopping-01'],
  items,
});

describe('units by purpose with items placed in them', () => {
  const catalog = getContentCatalog();
  const dialogues = buildDialogues(catalog);
  const lineWords = (id: string) =>
    catalog.getExerciseItem('conversation', id)!.line.arabic.split(/\s+/).length;

  it('serve the placed items after the drills of their phrases, the shortest line first', () => {
    const everydayOnly = catalog.authored.conversation.filter((c) => c.everydayOnly).map((c) => c.id);
    const long = everydayOnly.reduce((a, b) => (lineWords(b) > lineWords(a) ? b : a));
    const short = everydayOnly.reduce((a, b) => (lineWords(b) < lineWords(a) ? b : a));
    const dir = contentFixture({ 'units/units.json': [unit('unit-01', [long, short])] });
    dirs.push(dir);
    const built = buildUnits(catalog, dialogues, dir);
    expect(built.issues).toEqual([]);
    const ids = built.units[0]!.drills.map((d) => d.itemId);
    expect(ids.indexOf(short)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(short)).toBeLessThan(ids.indexOf(long));
    expect(built.units[0]!.drills.find((d) => d.itemId === short)?.type).toBe('conversation');
  });

  it('report an item that does not exist and an item placed in two units', () => {
    const placed = catalog.authored.conversation.find((c) => c.everydayOnly)!.id;
    const dir = contentFixture({
      'units/units.json': [unit('unit-01', [placed, 'conversation-99999']), unit('unit-02', [placed])],
    });
    dirs.push(dir);
    const messages = buildUnits(catalog, dialogues, dir).issues.map((i) => `${i.id}: ${i.message}`);
    expect(messages).toContain('unit-01: item conversation-99999 does not exist');
    expect(messages).toContain(`unit-02: item ${placed} is placed in unit-01 too`);
  });

  it('place every everyday-only item of the content in a unit', () => {
    const everydayOnly = [...catalog.authored.conversation, ...catalog.authored.roleplay]
      .filter((i) => i.everydayOnly)
      .map((i) => i.id);
    const inUnits = new Set(
      buildUnits(catalog, dialogues).units.flatMap((u) => u.drills.map((d) => d.itemId)),
    );
    expect(everydayOnly.length).toBeGreaterThanOrEqual(150);
    expect(everydayOnly.filter((id) => !inUnits.has(id))).toEqual([]);
  });
});
