import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './files.js';

/**
 * `npm run content:check` refuses the classes of defect a teacher's review found in the library: a meaning
 * gloss that says the hidden word, a slot
 * that splits agreement, a one-word variant of a verse recited daily, an unvowelled
 * wisdom sentence, a text not in the learner's language. Each is planted in one copy of the shipped content, checked once.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lisan-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Records = Record<string, Record<string, unknown>>;
const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const write = (file: string, data: unknown) => writeFileSync(join(dir, file), JSON.stringify(data));

let out = '';
let code = 0;
beforeAll(async () => {
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  // short-010 is فصبر جميل with جميل hidden: an Arabic gloss that says جميلًا answers the blank.
  const glosses = read<Records>('i18n/ar/phrases.json');
  glosses['short-010']!.englishTranslation = 'سأصبر صبرًا جميلًا لا شكوى فيه.';
  // 31:17's يَٰبُنَيَّ is one Uthmani word for يا بني: saying بني answers that blank too.
  glosses['commands-642']!.englishTranslation = 'وصية لقمان: يا بني حافظ على الصلاة.';
  // 94:6 is a whole verse: the corpus has no Arabic explanation of it, so one is authored.
  delete glosses['short-001']!.englishTranslation;
  write('i18n/ar/phrases.json', glosses);
  const drills = read<Array<Record<string, unknown>>>('exercises/substitution.json');
  drills.push(
    // وعسى أن تكرهوا شيئا وهو خير لكم: one man hates while لكم still names a group.
    {
      id: 'substitution-9001',
      phraseId: 'short-178',
      slot: { fromWord: 3, toWord: 3 },
      cueEnglish: 'you (one man) hate',
      acceptedFillers: ['تكره'],
      agreementNote: 'Subjunctive after أن, second person masculine singular.',
    },
    // اقرأ باسم ربك with one word swapped is 96:1 as a hafiz might slip into reciting it.
    {
      id: 'substitution-9002',
      phraseId: 'commands-619',
      slot: { fromWord: 1, toWord: 1 },
      cueEnglish: 'write',
      acceptedFillers: ['اكتب'],
      agreementNote: 'Imperative, masculine singular.',
    },
  );
  write('exercises/substitution.json', drills);
  const sentences =
    read<Array<{ id: string; arabicText: string; noOpposite?: string }>>('wisdom/sentences.json');
  sentences.find((w) => w.id === 'wisdom-101')!.arabicText = 'صديقك من صدقك لا من صدقك';
  // wisdom-015 says why the Qur'an has no opposite of its meaning; without that note it lists none at all.
  delete sentences.find((w) => w.id === 'wisdom-015')!.noOpposite;
  // wisdom-003 lists 2:264 as its opposite: a note that there is none contradicts it.
  sentences.find((w) => w.id === 'wisdom-003')!.noOpposite =
    "The Qur'an has no verse of opposite meaning here.";
  write('wisdom/sentences.json', sentences);
  const chinese = read<Records>('i18n/zh/comparison.json');
  chinese['comparison-001']!.question = '1:2（Al-Fatihah）与37:182（As-Saffat）只差一个词。';
  write('i18n/zh/comparison.json', chinese);
  const tasks = read<Records>('i18n/id/conversation.json');
  tasks['conversation-009']!.task = 'Jawab bahwa ini dari karunia Tuhanmu.';
  delete tasks['conversation-010']!.task;
  write('i18n/id/conversation.json', tasks);
  // Why a verse fits a wisdom sentence: one left in English beside translated ones, and an Arabic one that
  // quotes its verse (29:59 says الذين صبروا وعلى ربهم يتوكلون).
  const turkish = read<Record<string, { reasons: Record<string, string> }>>('i18n/tr/wisdom.json');
  delete turkish['wisdom-001']!.reasons['94:6'];
  write('i18n/tr/wisdom.json', turkish);
  // A sentence none of whose reasons is translated is as untranslated as one with a single gap.
  const swahili =
    read<Record<string, { reasons?: Record<string, string>; source?: string }>>('i18n/sw/wisdom.json');
  delete swahili['wisdom-163']!.reasons;
  // Where a sentence comes from is shown under it: "Arabic proverb" left in English is untranslated.
  delete swahili['wisdom-001']!.source;
  write('i18n/sw/wisdom.json', swahili);
  // An Indonesian reason that calls the learner -mu; a person in the verse speaking in quotes keeps his own.
  const indonesian = read<Record<string, { reasons: Record<string, string> }>>('i18n/id/wisdom.json');
  indonesian['wisdom-001']!.reasons['16:127'] =
    'Bersabarlah: kesabaran mendahului kelepasan dari apa yang menyusahkanmu.';
  indonesian['wisdom-001']!.reasons['12:87'] =
    'Ya\'qub berpesan: "janganlah kamu berputus asa dari rahmat Allah".';
  write('i18n/id/wisdom.json', indonesian);
  const arabic = read<Record<string, { reasons: Record<string, string> }>>('i18n/ar/wisdom.json');
  arabic['wisdom-001']!.reasons['29:59'] = 'الذين صبروا وعلى ربهم يتوكلون هم الفائزون.';
  // 62:9 with one word changed (فأسرعوا for فاسعوا): two runs of three words of the verse.
  arabic['wisdom-113']!.reasons['62:9'] = 'إذا نودي للصلاة فأسرعوا إلى ذكر الله.';
  write('i18n/ar/wisdom.json', arabic);
  try {
    // tsx itself: npx would resolve the package again, at about half a second of CPU.
    ({ stdout: out } = await run(join(root, 'node_modules/.bin/tsx'), ['scripts/content-check.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir },
    }));
  } catch (error) {
    ({ code, stdout: out } = error as { code: number; stdout: string });
  }
}, 180_000);

describe('content:check on a teacher review', () => {
  it('fails an Arabic meaning gloss that says the hidden word', () => {
    expect(code).toBe(1);
    expect(out).toMatch(
      /i18n\/ar\/phrases\.json short-010 englishTranslation: the gloss says the hidden word/,
    );
    expect(out).toMatch(/commands-642 englishTranslation: the gloss says the hidden word \("يا بني"\)/);
  });

  it('fails a slot that changes the person of one of two words that agree', () => {
    expect(out).toMatch(
      /substitution substitution-9001: "تكره" changes the person of the slot but not of "لكم"/,
    );
  });

  it('fails a drill whose output is a verse recited in daily prayer with one word changed', () => {
    expect(out).toMatch(/substitution substitution-9002: "اكتب" makes 96:1/);
  });

  it("fails a wisdom sentence with no verse of opposite meaning, unless it says why the Qur'an has none", () => {
    expect(out).toMatch(/wisdom wisdom-015: lists no verse of opposite meaning/);
    expect(out).toMatch(/wisdom wisdom-003: lists a verse of opposite meaning and says in noOpposite/);
    expect(out).not.toMatch(/wisdom wisdom-053: lists no verse of opposite meaning/);
  });

  it('fails a wisdom sentence without its vowels', () => {
    expect(out).toMatch(/wisdom wisdom-101: not fully vowelled \("صديقك", "من", "صدقك"/);
  });

  it('fails surah names left in English letters, an informal Indonesian instruction, an untranslated text', () => {
    expect(out).toMatch(
      /i18n\/zh\/comparison\.json comparison-001: surah 1 is named "Al-Fatihah", not "开端章"/,
    );
    expect(out).toMatch(/i18n\/id\/conversation\.json conversation-009 task: "Tuhanmu"/);
    expect(out).toMatch(/i18n\/id\/conversation\.json conversation-010 task: not translated/);
    expect(out).toMatch(/i18n\/ar\/phrases\.json short-001 englishTranslation: not translated/);
  });

  it('fails a wisdom reason or source left in English, and an Arabic reason that quotes its verse', () => {
    expect(out).toMatch(/i18n\/tr\/wisdom\.json wisdom-001 reasons 94:6: not translated/);
    expect(out).toMatch(/i18n\/sw\/wisdom\.json wisdom-163 reasons 3:134: not translated/);
    expect(out).toMatch(/i18n\/sw\/wisdom\.json wisdom-001 source: not translated/);
    expect(out).toMatch(/i18n\/ar\/wisdom\.json wisdom-001 reasons 29:59: quotes the verse/);
    expect(out).toMatch(
      /i18n\/ar\/wisdom\.json wisdom-113 reasons 62:9: quotes the verse \("اذا نودي للصلاه … /,
    );
  });

  it('fails an Indonesian reason that calls the learner -mu, not a quoted line of the verse', () => {
    expect(out).toMatch(/i18n\/id\/wisdom\.json wisdom-001 reasons 16:127: "menyusahkanmu"/);
    expect(out).not.toMatch(/wisdom-001 reasons 12:87: "kamu"/);
  });
});
