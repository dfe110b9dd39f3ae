import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getContentCatalog } from '@lisan/content';
import { learner, newAccount } from './support/accounts';
import { WRONG_ANSWER } from './support/answers';
import { settled, type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appDataDir } from './support/server';

/*
 * Every text a learner reads in the interface language: the exercise's feedback and its About card (the meaning
 * credited to a translator only when it is that translator's), and the password-reset e-mail.
 */

const catalog = getContentCatalog();
/** A whole verse (94:6): the corpus has its translation in Indonesian, none in Swahili or Arabic. */
const item = catalog.itemsOf('completion')[0]!;
const phrase = catalog.getPhrase(item.subjectId)!;
const ARABIC_LETTERS = /[\u0621-\u064a]/u;
const LATIN_WORD = /[A-Za-z]{3,}/u;

test.describe('the About card and the feedback in the interface language', () => {
  test('in Arabic: the meaning is Arabic, right to left, credited to no English translator; the feedback has no English', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({ lang: 'ar' });
    const exercise = new ExercisePage(page);
    await exercise.open('completion', item.subjectId);
    const meaning = page.getByTestId('about-meaning');
    const text = await meaning.innerText();
    expect(text).toMatch(ARABIC_LETTERS);
    expect(text).not.toMatch(LATIN_WORD);
    expect(await meaning.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await exercise.about().innerText()).not.toContain('Saheeh');

    await exercise.submit(WRONG_ANSWER);
    await exercise.feedback().waitFor();
    const feedback = await exercise.feedbackText().innerText();
    expect(feedback).toMatch(ARABIC_LETTERS);
    expect(feedback, 'an English sentence in the Arabic feedback').not.toMatch(LATIN_WORD);
    // The learner typed a word in the blank: it is named against the verse's, not called missing.
    expect(feedback).not.toMatch(/سقطت كلمة/u);
    expect(feedback).toContain(WRONG_ANSWER.split(' ')[0]);
    expect(await exercise.about().innerText()).not.toMatch(LATIN_WORD);
    expect(consoleErrors).toEqual([]);
  });

  for (const [lang, source] of [
    ['id', 'Kementerian Agama RI'],
    ['zh', '马坚'],
  ] satisfies readonly [Lang, string][])
    test(`in ${lang}: a whole verse shows the corpus translation, credited to its translator`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang });
      const exercise = new ExercisePage(page);
      await exercise.open('completion', item.subjectId);
      expect(await page.getByTestId('about-meaning').innerText()).toBe(phrase.translations[lang]);
      expect(await page.getByTestId('about-translation-source').innerText()).toContain(source);
    });

  test('in Swahili, where no translation exists, the card says in Swahili that it shows the English', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'sw' });
    const exercise = new ExercisePage(page);
    await exercise.open('completion', item.subjectId);
    const text = await page.getByTestId('about-meaning').innerText();
    expect(text).toMatch(/Kiingereza/u);
    expect(text).toContain(phrase.englishTranslation);
  });
});

test.describe('a wrong word in the blank, in English', () => {
  test('is named against the verse\u2019s word, not called missing', async ({ openContext }) => {
    const { page } = await openContext({ lang: 'en' });
    const exercise = new ExercisePage(page);
    await exercise.open('completion', item.subjectId);
    await exercise.answer(WRONG_ANSWER);
    const feedback = await exercise.feedbackText().innerText();
    expect(feedback).not.toMatch(/is missing/u);
    expect(feedback).toContain(WRONG_ANSWER.split(' ')[0]);
  });
});

test.describe('the password-reset e-mail', () => {
  test('comes in Arabic when the learner asked from the Arabic interface', async ({ openContext }) => {
    const account = await newAccount({ firstName: 'Maryam' });
    const outbox = path.join(appDataDir(), 'outbox');
    const { page } = await openContext({ lang: 'ar' });
    await page.goto('/forgot-password');
    await page.getByTestId('forgot-email').fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    const mail = () => {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
      } catch {
        return null;
      }
      for (const file of files) {
        const message = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        };
        if (message.to === account.email) return message;
      }
      return null;
    };
    await expect.poll(mail, { timeout: 10_000 }).not.toBeNull();
    const { subject, text } = mail()!;
    expect(subject).toMatch(ARABIC_LETTERS);
    expect(subject).not.toMatch(LATIN_WORD);
    // The body is Arabic apart from the link and the learner's name.
    const prose = text.replace(/https?:\/\/\S+/gu, '').replaceAll(account.firstName, '');
    expect(prose).toMatch(ARABIC_LETTERS);
    expect(prose).not.toMatch(LATIN_WORD);
  });
});

test.describe('numbers in Arabic', () => {
  test("use Arabic plural forms and one digit style on a new learner's dashboard and profile", async ({
    openContext,
  }) => {
    const basic = await learner('basic');
    const { page } = await openContext({ lang: 'ar', storage: basic.storage });
    const texts: string[] = [];
    for (const [path, testId] of [
      ['/dashboard', 'page-dashboard'],
      ['/profile', 'page-profile'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await settled(page);
      texts.push(await page.locator('main').innerText());
    }
    const text = texts.join('\n');
    // Western digits throughout (the app's number format for Arabic), never mixed with Eastern ones.
    expect(text).toMatch(/[0-9]/u);
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/u);
    // Arabic counts: 3–10 take the plural (10 عناصر), 11–99 the singular accusative (20 عنصرًا); no "0 يوم".
    expect(text).toMatch(/(^|\D)10 عناصر/u);
    expect(text).toMatch(/(^|\D)20 عنصرًا/u);
    expect(text).not.toMatch(/(^|\D)0 (يوم|تمرينًا|عبارة)/u);
  });
});

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`Qur\u2019anic words on the analytics page in ${lang}`, () => {
    test('lists only words of the Qur\u2019an, never a slip or a word the Qur\u2019an does not have', async ({
      openContext,
    }) => {
      const me = await learner('basic');
      const amri = catalog.getExerciseItem('completion', 'short-005')!;
      const slip = amri.acceptedAnswers[0]!.replace(/[أإ]/gu, 'ا');
      const { page } = await openContext({ lang, storage: me.storage });
      const exercise = new ExercisePage(page);
      for (const [id, text] of [
        [item.subjectId, WRONG_ANSWER],
        [amri.subjectId, slip],
      ] as const) {
        await exercise.open('completion', id);
        await exercise.answer(text);
      }
      await page.goto('/analytics');
      await page.getByTestId('analytics').waitFor();
      await page.getByTestId('vocabulary-root-word').first().waitFor();
      const forms = await page.getByTestId('vocabulary-root-word').locator('[lang="ar"]').allTextContents();
      // A word of the wrong answer that the Qur'an has is practised, in the Qur'an's spelling …
      expect(forms).toContain(WRONG_ANSWER.split(' ')[0]);
      // … one it does not have (الطاولة) is not, nor the answer's spelling without its hamza.
      expect(forms).not.toContain(WRONG_ANSWER.split(' ')[3]);
      expect(forms).not.toContain(slip);
    });
  });

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`the profile’s plan in ${lang}, with no AI on the server`, () => {
    test.describe(() => {
      test.use({ plan: 'basic', lang });
      test('says the built-in judge checks the answers, with no AI counter', async ({ page }) => {
        await page.goto('/profile');
        const unlocks = page.getByTestId('subscription-unlocks');
        await expect
          .poll(() => unlocks.innerText(), { timeout: 10_000 })
          .toContain(lang === 'ar' ? 'المصحّح المدمج' : 'built-in judge');
        expect(await unlocks.innerText()).not.toMatch(/\d+ (of|من) \d+|AI-checked|unlimited/u);
      });
    });
  });
