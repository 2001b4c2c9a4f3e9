import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountRepository } from './repository';
import { type AccountService, createAccountService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Export and deletion of everything stored about a user. */
    accountService: AccountService;
  }
}

export default fp(
  async function accountPlugin(app: FastifyInstance) {
    const { paymentsService, authService } = app;
    app.decorate(
      'accountService',
      createAccountService({
        repository: createAccountRepository(app.database.db),
        cancelAllAtProvider: (userId) => paymentsService.cancelAllAtProvider(userId),
        rememberTrials: (userId) => paymentsService.rememberTrials(userId),
        forgetUser: (userId) => authService.forgetUser(userId),
        passwordMatches: (user, password) => authService.passwordMatches(user, password),
      }),
    );
  },
  { name: 'account', dependencies: ['auth', 'payments'] },
);
