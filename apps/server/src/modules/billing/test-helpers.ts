import { randomUUID } from 'node:crypto';
import { schema, type Database } from '@lisan/db';
import { generateToken, hashToken } from '../../lib/tokens.js';

/** A user with a live session, written straight to the database so billing tests do not depend on sign-up. */
export async function seedUser(db: Database, email = `${randomUUID()}@example.com`) {
  const id = randomUUID();
  const token = generateToken();
  await db
    .insert(schema.users)
    .values({ id, firstName: 'Amina', lastName: 'Yusuf', email, passwordHash: 'not-used' });
  await db.insert(schema.sessions).values({
    id: randomUUID(),
    userId: id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}

export const CUSTOMER = {
  email: 'amina@example.com',
  givenName: 'Amina',
  surname: 'Yusuf',
  street: '12 King Fahd Road',
  city: 'Riyadh',
  state: 'Riyadh',
  postcode: '12271',
};

const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

/** The widget's card submit, as the sandbox widget sends it. */
export function cardForm(number: string, widgetSession = ''): string {
  return new URLSearchParams({
    widgetSession,
    'card.number': number,
    'card.holder': 'Amina Yusuf',
    'card.expiryMonth': '12',
    'card.expiryYear': FUTURE_YEAR,
    'card.cvv': '123',
  }).toString();
}

/** The widget session the server wrote into the widget script it served (null when it served none). */
export function widgetSessionFrom(script: string): string | null {
  const match = /"widgetSession":("[^"]*"|null)/.exec(script);
  return match ? (JSON.parse(match[1]!) as string | null) : null;
}
