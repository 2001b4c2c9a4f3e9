import type { Database } from '#server/db/client';
import { type ContactMessageRow, contactMessages } from '#server/db/schema';

export interface NewContactMessage {
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  priority?: boolean;
}

/** Queries for contact-form messages. */
export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
