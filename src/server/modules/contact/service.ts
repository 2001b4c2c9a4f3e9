import type { BackgroundMail } from '#server/modules/mail';
import { contactMessageMail } from '#server/modules/mail';
import type { Entitlements } from '#server/modules/payments';
import { type ContactBody, type ContactResult, contactMessages } from '#shared/contact';
import type { ContactRepository } from './repository';

export interface ContactServiceDeps {
  repository: ContactRepository;
  mail: BackgroundMail;
  supportEmail: string;
  /** Who has priority support (Legend, docs/product.md §5). */
  entitlements: Entitlements;
}

/**
 * A message is stored first, then mailed in the background: the row is the record support can
 * always find, even when SMTP is down for a while (delivery failures are logged by the mailer).
 */
export function createContactService({ repository, mail, supportEmail, entitlements }: ContactServiceDeps) {
  return {
    async submit(body: ContactBody, userId: string | null): Promise<ContactResult> {
      // Only a signed-in Legend member's message is priority: the server decides, not the form.
      const priority = userId !== null && (await entitlements.has(userId, 'prioritySupport'));
      const row = await repository.insert({
        userId,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone ?? null,
        message: body.message,
        priority,
      });
      mail.enqueue(contactMessageMail(supportEmail, { ...body, userId, messageId: row.id, priority }));
      return {
        id: row.id,
        message: priority ? contactMessages.receivedPriority : contactMessages.received,
        priority,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
