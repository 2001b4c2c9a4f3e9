import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema';
import { contactMessageMail } from '#server/modules/mail';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, grantPlan, readOutbox, registerUser, stateSnapshot } from '#server/test/test-app';
import { errorEnvelopeSchema } from '#shared/api';
import { contactLimits } from '#shared/contact';

const SEED = 20_260_521;
const SUPPORT = 'care@dream.test';

// Many requests from one IP here; the limit itself has its own app below.
const t = setupTestApp({ env: { RATE_LIMIT_CONTACT_PER_IP: '100000', SUPPORT_EMAIL: SUPPORT } });

const validBody = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 (555) 010-2030',
  message: 'Hello!\n\nCan I gift a Visionary plan to my sister?',
});

const post = (payload: InjectOptions['payload'], extra: Partial<InjectOptions> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, ...extra });

const storedRows = (id: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));

/** Sends a request that must be refused and checks it stored and mailed nothing. */
async function expectRejectedWithoutChanges(
  send: () => Promise<LightMyRequestResponse>,
  check: (response: LightMyRequestResponse) => void,
) {
  const before = await stateSnapshot(t);
  check(await send());
  expect(await stateSnapshot(t)).toEqual(before);
}

describe('POST /api/contact — success', () => {
  it('stores the message and mails it to the support address with Reply-To the sender', async () => {
    const before = await stateSnapshot(t);
    const response = await post(validBody());
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.message).toMatch(/24 hours/);

    const [row] = await storedRows(data.id);
    expect(row).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 (555) 010-2030',
      message: 'Hello!\n\nCan I gift a Visionary plan to my sister?',
      userId: null,
    });

    const after = await stateSnapshot(t);
    expect(after.contactMessages).toBe(before.contactMessages + 1);
    const mail = (await readOutbox(t)).find((message) => message.text.includes(data.id));
    expect(mail).toMatchObject({
      to: SUPPORT,
      subject: 'Contact form: Grace Hopper',
      replyTo: 'grace@example.com',
    });
    expect(mail?.text).toContain('Can I gift a Visionary plan to my sister?');
    expect(mail?.text).toContain('Phone: +1 (555) 010-2030');
  });

  it('trims fields, treats an empty phone as none, and accepts a missing phone', async () => {
    for (const phone of ['', '   ', undefined]) {
      const body = { ...validBody(), firstName: '  Grace ', email: ' Grace@Example.com ', phone };
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await storedRows(response.json().data.id);
      expect(row).toMatchObject({ firstName: 'Grace', email: 'grace@example.com', phone: null });
    }
  });

  it('accepts every field at its cap', async () => {
    const response = await post({
      firstName: 'F'.repeat(contactLimits.nameMax),
      lastName: 'L'.repeat(contactLimits.nameMax),
      email: `${'e'.repeat(64)}@${'d'.repeat(60)}.${'x'.repeat(60)}.example.com`,
      phone: `+${'1'.repeat(contactLimits.phoneMax - 1)}`,
      message: 'm'.repeat(contactLimits.messageMax),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('escapes what the visitor typed in the HTML part of the mail', () => {
    const mail = contactMessageMail(SUPPORT, {
      ...validBody(),
      firstName: '<b>Grace</b>',
      message: '<script>alert(1)</script>',
      userId: null,
      messageId: 'ref-1',
    });
    expect(mail.html).not.toMatch(/<script>|<b>/);
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});

describe('POST /api/contact — optional sign-in', () => {
  it("marks a Legend member's message priority, with a priority subject and the 4-hour promise", async () => {
    const legend = await registerUser(t);
    await grantPlan(t, legend.userId, 'legend-plan');
    const visionary = await registerUser(t);
    await grantPlan(t, visionary.userId, 'visionary-plan');

    const priority = (await post(validBody(), { headers: bearer(legend.token) })).json().data;
    expect(priority).toMatchObject({ priority: true, message: expect.stringMatching(/within 4 hours/) });
    expect((await storedRows(priority.id))[0]?.priority).toBe(true);
    const mail = (await readOutbox(t)).find((message) => message.text.includes(priority.id));
    expect(mail?.subject).toBe('[PRIORITY <4h] Contact form: Grace Hopper');

    // Another plan, or a Legend name typed without signing in, is not priority.
    for (const headers of [bearer(visionary.token), {}]) {
      const standard = (await post(validBody(), { headers })).json().data;
      expect(standard).toMatchObject({ priority: false, message: expect.stringMatching(/24 hours/) });
      expect((await storedRows(standard.id))[0]?.priority).toBe(false);
    }
  });

  it('links the message to the account of a valid token', async () => {
    const user = await registerUser(t);
    const response = await post(validBody(), { headers: bearer(user.token) });
    expect(response.statusCode).toBe(201);
    const [row] = await storedRows(response.json().data.id);
    expect(row?.userId).toBe(user.userId);
  });

  it('accepts the message without an account when the token is bad, expired or revoked', async () => {
    const user = await registerUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(logout.statusCode).toBe(200);
    for (const headers of [bearer(user.token), bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const response = await post(validBody(), { headers });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await storedRows(response.json().data.id);
      expect(row?.userId).toBeNull();
    }
  });
});

describe('POST /api/contact — bad input changes nothing', () => {
  it.each(['firstName', 'lastName', 'email', 'message'])(
    '400 naming %s when it is missing',
    async (field) => {
      const body: Record<string, unknown> = validBody();
      delete body[field];
      await expectRejectedWithoutChanges(
        () => post(body),
        (response) => expectValidationError(response, field),
      );
    },
  );

  it.each(['firstName', 'lastName', 'email', 'message'])('400 naming %s when it is blank', async (field) => {
    await expectRejectedWithoutChanges(
      () => post({ ...validBody(), [field]: '   ' }),
      (response) => expectValidationError(response, field),
    );
  });

  it.each([
    ['firstName', 42],
    ['lastName', ['Hopper']],
    ['email', { address: 'grace@example.com' }],
    ['phone', 5550102030],
    ['message', true],
    ['message', null],
  ])('400 naming %s when it has the wrong type (%j)', async (field, value) => {
    await expectRejectedWithoutChanges(
      () => post({ ...validBody(), [field]: value }),
      (response) => expectValidationError(response, field),
    );
  });

  it.each([
    ['firstName', 'F'.repeat(contactLimits.nameMax + 1)],
    ['lastName', 'L'.repeat(contactLimits.nameMax + 1)],
    ['email', `${'e'.repeat(250)}@example.com`],
    ['phone', '1'.repeat(contactLimits.phoneMax + 1)],
    ['message', 'm'.repeat(contactLimits.messageMax + 1)],
    ['message', 'a huge message '.repeat(10_000)],
  ])('400 naming %s when it is over its cap', async (field, value) => {
    await expectRejectedWithoutChanges(
      () => post({ ...validBody(), [field]: value }),
      (response) => expectValidationError(response, field),
    );
  });

  it.each([
    ['email', 'not-an-email'],
    ['phone', 'call me maybe'],
    ['phone', '12'],
    ['phone', '+1 555 0102<script>'],
    ['firstName', 'Grace\r\nBcc: everyone@example.com'],
    ['message', 'hello\u0000world'],
    // A lone surrogate after a non-ASCII character made PGlite's INSERT fail: 500 (contract fuzz).
    ['firstName', '\u00e9\udc00'],
    ['message', 'caf\u00e9 \ud800'],
  ])('400 naming %s for the invalid value %j', async (field, value) => {
    await expectRejectedWithoutChanges(
      () => post({ ...validBody(), [field]: value }),
      (response) => expectValidationError(response, field),
    );
  });

  it.each([
    ['not JSON', '{"firstName":', 400],
    ['an array', '[]', 400],
    ['a string', '"hello"', 400],
    ['null', 'null', 400],
  ])('400 for a body that is %s', async (_label, payload, status) => {
    await expectRejectedWithoutChanges(
      () => post(payload, { headers: { 'content-type': 'application/json' } }),
      (response) => expectErrorEnvelope(response, status, 'VALIDATION_ERROR'),
    );
  });

  it('415 for a form-encoded body, 413 for a body over the server limit', async () => {
    await expectRejectedWithoutChanges(
      () => post('firstName=Grace', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      (response) => expectErrorEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE'),
    );
    await expectRejectedWithoutChanges(
      () => post({ ...validBody(), message: 'x'.repeat(300 * 1024) }),
      (response) => expectErrorEnvelope(response, 413, 'PAYLOAD_TOO_LARGE'),
    );
  });

  it('never answers a 5xx, and never stores an invalid body, whatever JSON arrives', async () => {
    const fieldValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.emailAddress(),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        firstName: fieldValue,
        lastName: fieldValue,
        email: fieldValue,
        phone: fieldValue,
        message: fieldValue,
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await stateSnapshot(t);
        const response = await post(JSON.stringify(payload), {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const after = await stateSnapshot(t);
        if (response.statusCode === 201) {
          expect(after.contactMessages).toBe(before.contactMessages + 1);
        } else {
          expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
          expect(after).toEqual(before);
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});

describe('POST /api/contact — rate limit', () => {
  const PER_IP = 2;
  const limited = setupTestApp({ env: { RATE_LIMIT_CONTACT_PER_IP: String(PER_IP) } });

  const postFrom = (remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/api/contact', payload: validBody(), remoteAddress });

  it(`allows ${PER_IP} messages per IP, then answers 429 and stores and mails nothing more`, async () => {
    for (let n = 0; n < PER_IP; n++) expect((await postFrom('198.51.100.7')).statusCode).toBe(201);
    const before = await stateSnapshot(limited);
    const response = await postFrom('198.51.100.7');
    const body = expectErrorEnvelope(response, 429, 'RATE_LIMITED');
    expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ (minutes?|seconds?) and try again\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stateSnapshot(limited)).toEqual(before);

    // Another visitor is unaffected.
    expect((await postFrom('198.51.100.8')).statusCode).toBe(201);
  });
});
