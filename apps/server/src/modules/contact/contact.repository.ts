import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@lisan/contract';
import { eq, schema, type Database } from '@lisan/db';

const { contactMessages } = schema;

export function contactRepository(db: Database) {
  return {
    async insert(message: ContactRequest & { userId: string | null }): Promise<{ id: string }> {
      const id = randomUUID();
      await db.insert(contactMessages).values({ id, ...message });
      return { id };
    },
    async markDelivered(id: string): Promise<void> {
      await db.update(contactMessages).set({ deliveredAt: new Date() }).where(eq(contactMessages.id, id));
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
