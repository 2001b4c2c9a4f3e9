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
    /**
     * Stores the message and runs `andThen` (queueing its mail) in the same transaction: support
     * gets the mail of every stored message, and no mail of one that was not stored.
     */
    async insert(
      message: NewContactMessage,
      andThen: (row: ContactMessageRow, executor: Database) => Promise<void>,
    ): Promise<ContactMessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(message).returning();
        if (!row) throw new Error('contact message insert returned no row');
        await andThen(row, tx as unknown as Database);
        return row;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
