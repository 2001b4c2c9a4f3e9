import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(heading: string, paragraphs: string[], action: { label: string; url: string }): string {
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
  const greeting = firstName ? `Welcome to Dream Life, ${firstName}!` : 'Welcome to Dream Life!';
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
