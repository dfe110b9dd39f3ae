import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/auth.json';
import en from '../../../locales/en/auth.json';
import { learner, signinResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { SignUpForm } from './sign-up-form';

const fill = async (fields: Record<string, string>) => {
  const user = userEvent.setup();
  for (const [testId, value] of Object.entries(fields)) await user.type(screen.getByTestId(testId), value);
  return user;
};

/** A learner who filled every required field and accepted the terms (a password typed twice, as given). */
const fillRequired = async (confirmPassword = 'sabr-and-salah') => {
  const user = await fill({
    'signup-first-name': 'Amina',
    'signup-last-name': 'Yusuf',
    'signup-email': 'amina@example.com',
    'signup-password': 'sabr-and-salah',
    'signup-confirm-password': confirmPassword,
  });
  await user.click(screen.getByTestId('signup-terms'));
  return user;
};

describe('the sign-up form', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('names every missing field in %s and sends nothing', async (language, texts) => {
    const { api } = await renderInApp(<SignUpForm />, { language, namespaces: ['auth'] });
    await userEvent.setup().click(screen.getByTestId('signup-submit'));

    expect(screen.getAllByText(texts.errors.required)).toHaveLength(5);
    expect(screen.getByText(texts.errors.termsRequired)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('says the passwords differ, in Arabic, before anything is sent', async () => {
    const { api } = await renderInApp(<SignUpForm />, { language: 'ar', namespaces: ['auth'] });
    const user = await fillRequired('sabr-and-shukr');
    await user.click(screen.getByTestId('signup-submit'));

    expect(screen.getByText(ar.errors.passwordsDoNotMatch)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the contract request (trimmed, lower-cased, daily goal as a number), signs in and welcomes the learner', async () => {
    const { api, path } = await renderInApp(<SignUpForm />, { language: 'en', namespaces: ['auth'] });
    api
      .on('POST /api/signup', { status: 201, body: { message: 'Account created' } })
      .on('POST /api/signin', { body: signinResponse(learner()) });
    const user = await fill({
      'signup-first-name': ' Amina ',
      'signup-last-name': 'Yusuf',
      'signup-email': ' Amina@Example.COM ',
      'signup-password': 'sabr-and-salah',
      'signup-confirm-password': 'sabr-and-salah',
    });
    await user.selectOptions(screen.getByTestId('signup-daily-goal'), '20');
    await user.click(screen.getByTestId('signup-terms'));
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-success')).toHaveProperty(
      'textContent',
      en.signUp.welcome.replace('{{name}}', 'Amina'),
    );
    expect(api.bodiesOf('POST /api/signup')).toEqual([
      {
        firstName: 'Amina',
        lastName: 'Yusuf',
        email: 'amina@example.com',
        password: 'sabr-and-salah',
        dailyGoal: 20,
      },
    ]);
    expect(api.bodiesOf('POST /api/signin')).toEqual([
      { email: 'amina@example.com', password: 'sabr-and-salah', rememberMe: false },
    ]);
    // The welcome stays on screen for a moment, then today's practice opens.
    expect(path()).toBe('/');
    await waitFor(() => expect(path()).toBe('/dashboard'), { timeout: 4000 });
  });

  it("shows the server's refusal and keeps what the learner typed", async () => {
    const { api } = await renderInApp(<SignUpForm />, { language: 'en', namespaces: ['auth'] });
    api.on('POST /api/signup', { status: 400, body: { message: 'Please enter a valid email address' } });
    const user = await fillRequired();
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-error')).toBeTruthy();
    expect(screen.getByTestId('signup-email')).toHaveProperty('value', 'amina@example.com');
    expect(api.bodiesOf('POST /api/signin')).toEqual([]);
  });
});
