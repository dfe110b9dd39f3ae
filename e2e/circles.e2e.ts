import { getContentCatalog } from '@lisan/content';
import type { JudgeItem } from '@lisan/contract';
import { rightAnswer } from './support/answers';
import { learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';

/**
 * A teacher and a member, each in their own browser, go through a study circle: create, invite, join,
 * assign, practise, board and wall, in English and Arabic, with axe on the circle's pages.
 */

const catalog = getContentCatalog();
const [first, second] = catalog.phrases.slice(0, 2).map((p) => p.id) as [string, string];

for (const [lang, dir] of [
  ['en', 'ltr'],
  ['ar', 'rtl'],
] satisfies readonly [Lang, 'ltr' | 'rtl'][])
  test.describe(`a study circle in ${lang}`, () => {
    // Two browsers and a dozen page loads: longer than one page's test on a busy two-core machine.
    test('teacher and member: create, invite, join, assign, practise, board and wall', async ({
      openContext,
    }) => {
      test.setTimeout(240_000);
      const teacherAccount = await learner();
      const memberAccount = await learner();
      const teacher = await openContext({ lang, storage: teacherAccount.storage });
      const member = await openContext({ lang, storage: memberAccount.storage });
      member.page.on('dialog', (dialog) => void dialog.accept());
      teacher.page.on('dialog', (dialog) => void dialog.accept());
      try {
        // The teacher creates the circle and gets its invite code and link.
        const t = teacher.page;
        await t.goto('/circles');
        await t.getByTestId('circles-empty').waitFor();
        expect(await t.locator('html').getAttribute('dir')).toBe(dir);
        expect(await seriousViolations(t)).toEqual([]);
        await t.getByTestId('circle-name').fill(`Halaqa ${lang}`);
        await t.getByTestId('circle-description').fill('Juz Amma, together');
        await t.getByTestId('create-circle').click();
        await t.getByTestId('invite-code').waitFor();
        expect(await t.getByTestId('page-circle').getAttribute('data-role')).toBe('teacher');
        const code = (await t.getByTestId('invite-code').textContent())!.trim();
        expect(code).toMatch(/^[A-Z2-9]{8}$/);
        const link = (await t.getByTestId('invite-link').textContent())!.trim();
        expect(link.endsWith(`/circles/join/${code}`)).toBe(true);
        const circlePath = new URL(t.url()).pathname;

        // The member opens the invite link and joins.
        const m = member.page;
        await m.goto(new URL(link).pathname);
        await m.getByTestId('page-circle-join').waitFor();
        expect(await m.getByTestId('join-code').inputValue()).toBe(code);
        await m.getByTestId('join-circle').click();
        await m.getByTestId('circle-title').waitFor();
        expect(new URL(m.url()).pathname).toBe(circlePath);
        expect(await m.getByTestId('page-circle').getAttribute('data-role')).toBe('member');
        // Members never see the code.
        expect(await m.getByTestId('circle-invite').count()).toBe(0);
        await m.getByTestId('assignment-none').waitFor();

        // The teacher sets a week's assignment of two phrases.
        await t.reload();
        await expect.poll(() => t.getByTestId('member').count()).toBe(2);
        await t.getByTestId('assign-kind').selectOption('phrases');
        // Picked in the phrase search: the first by its reference, the second by two of its words (from the corpus).
        await t.getByTestId('picked-none').waitFor();
        const pick = async (query: string, phraseId: string) => {
          await t.getByTestId('phrase-search').fill(query);
          const option = t.locator(`[data-testid="phrase-option"][data-phrase-id="${phraseId}"]`);
          await option.check();
        };
        const [p1, p2] = [catalog.getPhrase(first)!, catalog.getPhrase(second)!];
        await pick(`${p1.ref.surah}:${p1.ref.ayah}`, first);
        await pick(p2.standardText.split(' ').slice(0, 2).join(' '), second);
        await expect.poll(() => t.getByTestId('picked-phrase').count()).toBe(2);
        await screenshot(t, `circles-${lang}-phrase-picker`);
        await t.getByTestId('assign-note').fill('Two phrases this week');
        await t.getByTestId('assign-submit').click();
        await t.getByTestId('assignment-description').waitFor();
        await screenshot(t, `circles-${lang}-teacher`);
        expect(await seriousViolations(t)).toEqual([]);

        // The member sees it on the dashboard and practises it with one click.
        await m.goto('/dashboard');
        await m.getByTestId('dashboard-assignment').waitFor();
        await screenshot(m, `circles-${lang}-dashboard`);
        // The week's phrases as a session: the first, then the second, then back to the circle.
        await m.getByTestId('dashboard-assignment-practise').click();
        await m.waitForURL((url) => url.pathname === '/practice');
        for (const [index, phraseId] of [first, second].entries()) {
          await m.getByTestId('prompt-completion').waitFor();
          await expect
            .poll(() => m.getByTestId('practice-position').textContent())
            .toMatch(lang === 'en' ? `Item ${index + 1} of 2` : /العنصر/);
          const item = catalog.getExerciseItem('completion', phraseId) as JudgeItem;
          await m.getByTestId('answer-input').fill(rightAnswer(item));
          await m.getByTestId('check-answer').click();
          await m.getByTestId('feedback').waitFor();
          expect(await m.getByTestId('feedback').getAttribute('data-verdict')).toBe('correct');
          if (index === 0) await screenshot(m, `circles-${lang}-assignment-session`);
          await m.getByTestId('next-exercise').click();
        }

        // Back on the circle: the board shows the member's practice and the week's progress, to both of them.
        await m.waitForURL((url) => url.pathname === circlePath);
        const mine = m.locator('[data-testid="board-row"][data-me]');
        await expect.poll(() => mine.getByTestId('board-exercises').textContent()).toBe('2');
        await expect.poll(() => m.getByTestId('assignment-progress').textContent()).toContain('100');
        await t.reload();
        await expect
          .poll(async () => (await t.getByTestId('board-row').allTextContents()).join(' '))
          .toMatch(/Huda R\./);

        // The wall: the member posts (markup is shown as typed text), the teacher replies, and, by keyboard only.
        const text = 'Salam <b>all</b> & welcome';
        await m.getByTestId('wall-input').focus();
        await m.keyboard.type(text);
        await m.keyboard.press('Tab'); // past the character count to the Post button
        await expect
          .poll(() => m.evaluate(() => document.activeElement?.getAttribute('data-testid')))
          .toBe('wall-submit');
        await m.keyboard.press('Enter');
        await expect.poll(() => m.getByTestId('post-body').first().textContent()).toBe(text);
        expect(await m.locator('[data-testid="post-body"] b').count()).toBe(0);

        await t.reload();
        await t.getByTestId('wall-post').first().waitFor();
        await t.getByTestId('post-reply').first().click();
        await t.getByTestId('reply-input').fill('Barak Allahu feek');
        await t.getByTestId('reply-submit').click();
        await t.getByTestId('wall-reply').waitFor();

        // The member reports the reply; the teacher sees the report and deletes the member's post (the reply goes with it).
        await m.reload();
        await m.getByTestId('wall-reply').waitFor();
        await m.getByTestId('wall-reply').getByTestId('post-report').click();
        await expect
          .poll(() => m.getByTestId('wall-reply').getByTestId('post-report').isDisabled())
          .toBe(true);
        await screenshot(m, `circles-${lang}-member`);
        expect(await seriousViolations(m)).toEqual([]);

        await t.reload();
        await t.getByTestId('post-reports').waitFor();
        await t.getByTestId('wall-post').first().getByTestId('post-delete').first().click();
        await t.getByTestId('wall-empty').waitFor();

        // A member who hides from the board disappears from the teacher's board.
        await m.getByTestId('hide-from-board').click();
        await expect.poll(() => m.getByTestId('hide-from-board').isChecked()).toBe(true);
        await t.reload();
        await expect.poll(() => t.getByTestId('board-row').count()).toBe(1);

        expect(teacher.consoleErrors).toEqual([]);
        expect(member.consoleErrors).toEqual([]);
      } finally {
        await teacher.context.close();
        await member.context.close();
      }
    });
  });

test.describe('circles for a visitor who is not signed in', () => {
  test('asks them to sign in, on the list and on an invite link', async ({ page }) => {
    await page.goto('/circles');
    await page.getByTestId('circles-signed-out').waitFor();
    await page.goto('/circles/join/ABCDEFGH');
    await page.getByTestId('circles-signed-out').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
