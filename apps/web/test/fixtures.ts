import { signinResponseSchema, type User } from '@lisan/contract';

/** A learner as the server returns one; parsed with the contract so a fixture cannot drift from the API. */
export function learner(overrides: Partial<User> = {}): User {
  return signinResponseSchema.parse({
    token: 'unused',
    user: {
      id: 'user-amina',
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      createdAt: '2026-11-01T08:00:00.000Z',
      memorizationLevel: null,
      nativeLanguage: null,
      learningGoal: null,
      dailyGoal: 10,
      ...overrides,
    },
  }).user;
}

export const signinResponse = (user: User) => signinResponseSchema.parse({ user, token: 'session-token' });
