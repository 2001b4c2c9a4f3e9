import { type SmtpCapture, textBodyOf } from './smtp-capture';
import { activate, newBrowserKey, type TestApp } from './test-app';

/**
 * Signs up as a person does when mail goes over SMTP (decision 0069): registers, then opens the
 * sign-up link the SMTP server received. `registerUser` reads the dev outbox instead, which an app
 * with SMTP_URL does not write.
 */
export async function signUpOverSmtp(
  testApp: TestApp,
  smtp: SmtpCapture,
  email: string,
  password = 'correct-horse-1',
) {
  const browserKey = newBrowserKey();
  const registered = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, browserKey },
  });
  if (registered.statusCode !== 202)
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  await testApp.app.mail.flush();
  const message = smtp.messages.find((mail) => mail.to.includes(email));
  const link = message && /https?:\/\/\S+\/activate\?token=[\w-]+/.exec(textBodyOf(message.raw))?.[0];
  if (!link) throw new Error(`no sign-up link mailed to ${email}`);
  const activated = await activate(testApp, new URL(link).searchParams.get('token') ?? '', undefined, {
    browserKey,
  });
  return { email, password, link, activated };
}
