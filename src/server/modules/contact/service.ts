import { type ContactBody, type ContactResult, contactMessages } from '#shared/contact';
import type { BackgroundMail } from '../mail/background-mail';
import { contactMessageMail } from '../mail/templates';
import type { ContactRepository } from './repository';

export interface ContactServiceDeps {
  repository: ContactRepository;
  mail: BackgroundMail;
  supportEmail: string;
}

/**
 * A message is stored first, then mailed in the background: the row is the record support can
 * always find, even when SMTP is down for a while (delivery failures are logged by the mailer).
 */
export function createContactService({ repository, mail, supportEmail }: ContactServiceDeps) {
  return {
    async submit(body: ContactBody, userId: string | null): Promise<ContactResult> {
      const row = await repository.insert({
        userId,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone ?? null,
        message: body.message,
      });
      mail.enqueue(contactMessageMail(supportEmail, { ...body, userId, messageId: row.id }));
      return { id: row.id, message: contactMessages.received };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
