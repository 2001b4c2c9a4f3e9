import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '#shared/api';
import { unsubscribeQuerySchema } from '#shared/practice';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, heading: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} · Dream Life</title></head>
<body style="margin:0;background:#0b1026;font-family:system-ui,sans-serif;color:#e8e9f3"><main style="max-width:520px;margin:0 auto;padding:48px 24px">
<h1 style="font-size:24px;color:#fff">${escapeHtml(heading)}</h1>${body}</main></body></html>`);
}

/** A way back into the app (APP_URL), where the reminder settings live. */
const openApp = (reply: FastifyReply) =>
  `<p><a href="${escapeHtml(`${reply.server.config.appUrl}/today`)}" style="color:#c4b5fd">Open Dream Life</a></p>`;

const notValid = (reply: FastifyReply) =>
  page(
    reply,
    404,
    'This link is not valid',
    `<p>This unsubscribe link is not valid any more. You can turn reminder emails off in your reminder settings in Dream Life.</p>${openApp(reply)}`,
  );

/**
 * One-click unsubscribe from reminder and weekly-review emails (RFC 8058; docs/decisions/0073).
 * POST unsubscribes: it is what a mail client's button sends (`List-Unsubscribe=One-Click`), and
 * what the confirm page's button sends. GET only shows that page and changes nothing, because mail
 * scanners and link previews open every link in a mail, and must not unsubscribe anyone.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const reminders = app.practiceService;
  // Only here: RFC 8058's POST body is a form (urlencoded or multipart). Its content is not needed
  // (the token is in the URL), so it is read as text and ignored.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
  }
  const schema = {
    tags: ['practice'],
    querystring: unsubscribeQuerySchema,
    response: { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
  };

  app.get(
    '/unsubscribe',
    { schema: { ...schema, summary: 'The confirm page of an unsubscribe link (changes nothing)' } },
    async (request, reply) => {
      const { token } = request.query;
      if (!(await reminders.unsubscribeTokenKnown(token))) return notValid(reply);
      return page(
        reply,
        200,
        'Unsubscribe from reminder emails?',
        `<p>You will get no more daily reminder or weekly review emails. Push reminders on your devices stay as they are.</p>
<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;font-weight:600;background:#a78bfa;color:#0b1026;border:0;padding:12px 22px;border-radius:999px;cursor:pointer">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        ...schema,
        summary: 'One-click unsubscribe (RFC 8058): reminder and weekly review emails off',
        body: z.unknown().optional(),
      },
    },
    async (request, reply) => {
      if (!(await reminders.unsubscribe(request.query.token))) return notValid(reply);
      return page(
        reply,
        200,
        'You are unsubscribed',
        `<p>You will get no more reminder emails from Dream Life. You can turn them on again in your reminder settings.</p>${openApp(reply)}`,
      );
    },
  );
};

export default unsubscribeRoutes;
