import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContactRepository } from './repository';
import { type ContactService, createContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contact-form messages: stored, then mailed to support. */
    contactService: ContactService;
  }
}

/** Builds the contact service on the app's database and background mail (docs/architecture.md, "Module shape"). */
export default fp(
  async function contactPlugin(app: FastifyInstance) {
    app.decorate(
      'contactService',
      createContactService({
        repository: createContactRepository(app.database.db),
        mail: app.mail,
        supportEmail: app.config.supportEmail,
        entitlements: app.entitlements,
      }),
    );
  },
  { name: 'contact', dependencies: ['mail', 'payments'] },
);
