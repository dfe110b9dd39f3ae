import { validateAnswerResponseSchema, type ValidateAnswerResponse } from '@lisan/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it, vi } from 'vitest';
import ar from '../../../locales/ar/learning.json';
import en from '../../../locales/en/learning.json';
import { renderInApp } from '../../../../test/render';
import { ExerciseSession } from './exercise-session';

// A real item from the library: its Arabic comes from the corpus, as the server would serve it.
const view = inject('exerciseViews')['conversation-001']!;
if (!view.phrase) throw new Error('conversation-001 has no phrase');
const phrase = view.phrase;

const verdict = (overrides: Partial<ValidateAnswerResponse>): ValidateAnswerResponse =>
  validateAnswerResponseSchema.parse({
    isCorrect: true,
    feedback: 'Good reply!',
    suggestions: [],
    judge: 'builtin',
    verdict: 'correct',
    aiUnavailable: false,
    aiLimitReached: false,
    diffs: [],
    identified: null,
    attemptId: 'attempt-1',
    masteryLevel: 1,
    ...overrides,
  });

const renderSession = async (language: 'en' | 'ar', onNext = () => undefined) => {
  const rendered = await renderInApp(
    <ExerciseSession view={view} userId="user-amina" language={language} onNext={onNext} />,
    { language, namespaces: ['learning', 'ux'] },
  );
  // The first render may wait for a translation file of a part of the screen.
  await screen.findByTestId('answer-input');
  return { ...rendered, user: userEvent.setup() };
};

describe('the instruction above an exercise', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'asks for everyday Arabic on an item that asks only for it, else for a verse (%s)',
    async (language, texts) => {
      const everyday = inject('exerciseViews')['roleplay-128']!;
      const { unmount } = await renderInApp(
        <ExerciseSession view={everyday} userId="user-amina" language={language} onNext={() => undefined} />,
        { language, namespaces: ['learning', 'ux'] },
      );
      await screen.findByTestId('answer-input');
      expect(screen.getByText(texts.types.roleplay.instructionEveryday)).toBeTruthy();
      expect(screen.queryByText(texts.types.roleplay.instruction)).toBeNull();
      unmount();
      await renderSession(language);
      expect(screen.getByText(texts.types.conversation.instruction)).toBeTruthy();
    },
  );
});

describe('one exercise being answered', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('sends the exact item, shows the verdict and moves on (%s)', async (language, texts) => {
    const onNext = vi.fn();
    const { api, user } = await renderSession(language, onNext);
    api.on('POST /api/validate-answer', { body: verdict({ feedback: 'Good reply! The phrase fits.' }) });

    await user.type(screen.getByTestId('answer-input'), phrase.standardText);
    await user.click(screen.getByRole('button', { name: texts.exercise.checkAnswer }));

    const panel = await screen.findByTestId('verdict-panel');
    expect(panel.dataset.verdict).toBe('correct');
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(texts.exercise.correct);
    expect(screen.getByTestId('feedback-text').textContent).toBe('Good reply! The phrase fits.');
    expect(screen.getByTestId('answer-input')).toHaveProperty('readOnly', true);
    expect(api.bodiesOf('POST /api/validate-answer')).toEqual([
      expect.objectContaining({
        userAnswer: phrase.standardText,
        exerciseType: 'conversation',
        phraseId: view.subjectId,
        itemId: view.itemId,
        userId: 'user-amina',
        language,
      }),
    ]);
    await user.click(screen.getByRole('button', { name: texts.exercise.nextExercise }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('Try Again unlocks the answer for another attempt', async () => {
    const { api, user } = await renderSession('en');
    api.on('POST /api/validate-answer', {
      body: verdict({ isCorrect: false, verdict: 'incorrect', feedback: 'Not this one.' }),
    });
    await user.type(screen.getByTestId('answer-input'), 'صباح الخير');
    await user.click(screen.getByTestId('check-answer'));
    expect((await screen.findByTestId('verdict-panel')).dataset.verdict).toBe('incorrect');

    await user.click(screen.getByTestId('try-again'));
    expect(screen.queryByTestId('verdict-panel')).toBeNull();
    expect(screen.getByTestId('answer-input')).toHaveProperty('readOnly', false);
    expect(screen.getByTestId('answer-input')).toHaveProperty('value', 'صباح الخير');
  });

  it('sends nothing for an empty answer', async () => {
    const { api, user } = await renderSession('en');
    await user.click(screen.getByTestId('check-answer'));
    expect(api.sent).toEqual([]);
    expect(screen.queryByTestId('verdict-panel')).toBeNull();
  });

  it('without the server, falls back to the basic rule and says so in Arabic', async () => {
    const { api, user } = await renderSession('ar');
    api.on('POST /api/validate-answer', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(screen.getByTestId('answer-input'), phrase.standardText);
    await user.click(screen.getByTestId('check-answer'));

    await waitFor(() =>
      expect(screen.getByTestId('feedback-text').textContent).toBe(ar.toasts.fallbackArabic),
    );
    expect(screen.getByTestId('verdict-panel').dataset.verdict).toBe('correct');
  });
});
