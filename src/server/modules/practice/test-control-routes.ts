import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettableClock } from '#server/clock';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import { reminderRunSchema, testClockInputSchema, testClockSchema } from '#shared/practice';

/**
 * Browser-test controls under /api/test (docs/decisions/0074), registered only with
 * TEST_CLOCK_CONTROL=true, which production refuses to start with (config/production-rules.ts):
 * set the clock "today" is read from, and send the reminders due at that moment now.
 */
const testControlRoutes =
  (clock: SettableClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/clock',
      {
        schema: {
          tags: ['test'],
          summary: 'Sets the practice clock to an instant (it runs on from there)',
          body: testClockInputSchema,
          response: { 200: successEnvelope(testClockSchema), 400: errorEnvelopeSchema },
        },
      },
      async (request) => {
        clock.set(new Date(request.body.now));
        return { success: true as const, data: { now: clock.now().toISOString() } };
      },
    );

    app.post(
      '/reminders/run',
      {
        schema: {
          tags: ['test'],
          summary: 'Sends every reminder due at the clock’s now, before answering',
          response: { 200: successEnvelope(reminderRunSchema) },
        },
      },
      async () => ({ success: true as const, data: { sent: await app.practiceReminders.runDueNow() } }),
    );
  };

export default testControlRoutes;
