import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A name as one line of printable text. The schemas already refuse line breaks and control
 * characters in names; this keeps a name stored before that rule (or reaching a mail some other
 * way) from adding lines to a mail's text or headers, e.g. a fake "Reset your password: …" line.
 */
export const oneLine = (value: string) =>
  value.replace(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]+/gu, ' ').trim();

/** The one look of every mail (payments receipts use it too). */
export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
): string {
  const body = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`)
    .join('');
  return `<!doctype html><html><body style="margin:0;background:#0b1026;font-family:system-ui,sans-serif;color:#e8e9f3">
<div style="max-width:520px;margin:0 auto;padding:40px 24px">
<h1 style="font-size:22px;margin:0 0 20px;color:#fff">${escapeHtml(heading)}</h1>${body}
<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#a78bfa;color:#0b1026;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#a3a8c3">If the button does not work, paste this link into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#a3a8c3;margin-top:32px">Dream Life · Visualize your dreams, live your future.</p>
</div></body></html>`;
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  const paragraphs = [
    'Someone (hopefully you) asked to reset the password of your Dream Life account.',
    `Choose a new password with the link below. It works once and expires in ${validMinutes} minutes.`,
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ];
  return {
    to,
    subject: 'Reset your Dream Life password',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Reset your password', paragraphs, { label: 'Choose a new password', url: link }),
    links: [link],
  };
}

export function verificationMail(to: string, firstName: string | null, link: string): MailMessage {
  const name = firstName ? oneLine(firstName) : '';
  const greeting = name ? `Welcome to Dream Life, ${name}!` : 'Welcome to Dream Life!';
  const paragraphs = [
    greeting,
    'Please confirm that this is your email address so we can keep your account safe.',
  ];
  return {
    to,
    subject: 'Confirm your email for Dream Life',
    text: `${paragraphs.join('\n\n')}\n\nConfirm your email: ${link}\n`,
    html: layout('Confirm your email', paragraphs, { label: 'Confirm my email', url: link }),
    links: [link],
  };
}

/**
 * The link that finishes a sign-up (decision 0069). It goes to an address nobody has proven yet,
 * so it carries nothing the requester typed, not even a name (decision 0105): whoever asked, the
 * mail reads the same, and the person who opens the link chooses (or confirms) the password.
 */
export function activationMail(to: string, link: string, validHours: number): MailMessage {
  const paragraphs = [
    'Welcome to Dream Life!',
    `Open the link below to finish creating your account. It works once and expires in ${validHours} hours.`,
    'If you did not sign up for Dream Life, you can ignore this email: no account is made without this link.',
  ];
  return {
    to,
    subject: 'Finish creating your Dream Life account',
    text: `${paragraphs.join('\n\n')}\n\nFinish creating your account: ${link}\n`,
    html: layout('Finish creating your account', paragraphs, { label: 'Create my account', url: link }),
    links: [link],
  };
}

/**
 * To the owner when someone signs up with an address that already has an account (decision 0069):
 * the sign-up answered as for a new address, so this mail is the only place the fact shows. It
 * names nothing the sign-up typed (the name is the stranger's) and carries no token.
 */
export function registrationAttemptMail(to: string, appUrl: string): MailMessage {
  const signIn = `${appUrl}/?auth=login`;
  const reset = `${appUrl}/?auth=forgot-password`;
  const paragraphs = [
    'Someone tried to create a Dream Life account with this email address. You already have an account, so nothing was created or changed.',
    'If it was you, sign in with your password, or choose a new one if you have forgotten it.',
    'If it was not you, you can ignore this email: your account and password stay as they are.',
  ];
  return {
    to,
    subject: 'Someone tried to sign up with your email',
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${signIn}\nForgot your password: ${reset}\n`,
    html: layout('You already have an account', [...paragraphs, `Forgot your password? ${reset}`], {
      label: 'Sign in',
      url: signIn,
    }),
    links: [signIn, reset],
  };
}

/**
 * After the password changed (decision 0061): the owner learns of it even when someone else did
 * it, and where to go if it was not them. No link carries a token: the mail only informs.
 */
export function passwordChangedMail(
  to: string,
  how: 'changed' | 'reset',
  appUrl: string,
  when: Date,
): MailMessage {
  const action =
    how === 'reset' ? 'reset with a link from a password reset email' : 'changed in your account settings';
  const paragraphs = [
    `The password of your Dream Life account was ${action} on ${when.toUTCString()}.`,
    how === 'reset'
      ? 'Every device that was signed in has been signed out.'
      : 'Every other device that was signed in has been signed out.',
    'If this was you, there is nothing more to do. If it was not, use "Forgot password" on the sign-in form at once to choose a new password, and write to our support.',
  ];
  return {
    to,
    subject: 'Your Dream Life password was changed',
    text: `${paragraphs.join('\n\n')}\n\nDream Life: ${appUrl}\n`,
    html: layout('Your password was changed', paragraphs, { label: 'Open Dream Life', url: appUrl }),
    links: [appUrl],
  };
}

export interface ContactMailInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  message: string;
  /** The sender's account, when they wrote while signed in. */
  userId: string | null;
  messageId: string;
  /** A Legend member's message: answered within 4 hours. */
  priority?: boolean;
}

/**
 * A contact-form message for the support inbox. Reply-To is the sender, so answering the mail
 * answers them; every value the visitor typed is escaped in the HTML part.
 */
export function contactMessageMail(supportEmail: string, input: ContactMailInput): MailMessage {
  const fullName = oneLine(`${input.firstName} ${input.lastName}`);
  const details = [
    ['From', `${fullName} <${input.email}>`],
    ['Phone', input.phone ?? 'not given'],
    ['Account', input.userId ?? 'not signed in'],
    ['Reference', input.messageId],
    [
      'Support',
      input.priority ? 'PRIORITY: Legend member, answer within 4 hours' : 'standard, within 24 hours',
    ],
  ] as const;
  const text = `${details.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.message}\n`;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#a3a8c3">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="margin:0;background:#0b1026;font-family:system-ui,sans-serif;color:#e8e9f3">
<div style="max-width:560px;margin:0 auto;padding:40px 24px">
<h1 style="font-size:22px;margin:0 0 20px;color:#fff">New message from the contact form</h1>
<table style="border-collapse:collapse;font-size:14px;margin:0 0 24px">${rows}</table>
<div style="white-space:pre-wrap;line-height:1.6;border-left:3px solid #a78bfa;padding:4px 0 4px 16px">${escapeHtml(input.message)}</div>
<p style="font-size:13px;color:#a3a8c3;margin-top:32px">Reply to this email to answer ${escapeHtml(fullName)} directly.</p>
</div></body></html>`;
  return {
    to: supportEmail,
    replyTo: input.email,
    subject: `${input.priority ? '[PRIORITY <4h] ' : ''}Contact form: ${fullName}`,
    text,
    html,
  };
}
