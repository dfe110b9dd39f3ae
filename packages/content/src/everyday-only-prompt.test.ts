import { describe, expect, it } from 'vitest';
import { getContentCatalog } from './index.js';

describe('the prompt of an item that asks only for everyday Arabic', () => {
  const catalog = getContentCatalog();

  it('tells the learner to answer in everyday Arabic, and says so in its details for the app', () => {
    const everyday = [...catalog.authored.conversation, ...catalog.authored.roleplay].filter(
      (i) => i.everydayOnly,
    );
    expect(everyday.length).toBeGreaterThan(0);
    for (const authored of everyday) {
      const type = authored.id.startsWith('roleplay') ? 'roleplay' : 'conversation';
      const prompt = catalog.getExerciseItem(type, authored.id)!.prompt;
      expect(prompt.instruction, authored.id).toContain('everyday Arabic');
      expect(prompt.instruction, authored.id).not.toContain("Qur'anic");
      expect(prompt.details.everydayOnly, authored.id).toBe(true);
    }
  });

  it('leaves the other items asking for a Qur’anic phrase', () => {
    const other = catalog.authored.roleplay.find((i) => !i.everydayOnly)!;
    const prompt = catalog.getExerciseItem('roleplay', other.id)!.prompt;
    expect(prompt.instruction).toContain("Qur'anic phrase");
    expect(prompt.details.everydayOnly).toBeUndefined();
  });
});
