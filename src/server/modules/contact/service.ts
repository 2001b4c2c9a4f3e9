import type { MailQueue } from '#server/modules/mail';
import { contactMessageMail } from '#server/modules/mail';
import type { Entitlements } from '#server/modules/payments';
import { type ContactBody, type ContactResult, contactMessages } from '#shared/contact';
import type { ContactRepository } from './repository';

export interface ContactServiceDeps {
  repository: ContactRepository;
  mail: Pick<MailQueue, 'enqueue'>;
  supportEmail: string;
  /** Who has priority support (Legend, docs/product.md §5). */
  entitlements: Entitlements;
}

/**
 * A message is stored and its mail to support queued in one transaction (decision 0105): the row
 * is the record support can always find, and the mail waits in the outbox through an SMTP outage.
 */
export function createContactService({ repository, mail, supportEmail, entitlements }: ContactServiceDeps) {
  return {
    async submit(body: ContactBody, userId: string | null): Promise<ContactResult> {
      // Only a signed-in Legend member's message is priority: the server decides, not the form.
      const priority = userId !== null && (await entitlements.has(userId, 'prioritySupport'));
      const row = await repository.insert(
        {
          userId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone ?? null,
          message: body.message,
          priority,
        },
        (stored, executor) =>
          mail.enqueue(
            executor,
            contactMessageMail(supportEmail, { ...body, userId, messageId: stored.id, priority }),
            userId ? { userId } : {},
          ),
      );
      return {
        id: row.id,
        message: priority ? contactMessages.receivedPriority : contactMessages.received,
        priority,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
