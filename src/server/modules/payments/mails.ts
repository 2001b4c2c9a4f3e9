import type { MailMessage } from '#server/modules/mail';
import { layout } from '#server/modules/mail';

const money = (cents: number, currency: string) =>
  `${new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)} ${currency}`;
const day = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A receipt for every charge PayPal (or the demo) took, sent once the charge is recorded. */
export function receiptMail(
  to: string,
  input: { planName: string; amountCents: number; currency: string; paidAt: Date; reference: string },
  dashboardUrl: string,
): MailMessage {
  const paragraphs = [
    `Thank you: we received ${money(input.amountCents, input.currency)} for your ${input.planName} plan on ${day(input.paidAt)}.`,
    `Reference: ${input.reference}`,
    'Your payments and your plan are listed in your dashboard.',
  ];
  return {
    to,
    subject: `Your Dream Life receipt: ${money(input.amountCents, input.currency)}`,
    text: `${paragraphs.join('\n\n')}\n\nYour dashboard: ${dashboardUrl}\n`,
    html: layout('Payment received', paragraphs, { label: 'Open my dashboard', url: dashboardUrl }),
    links: [dashboardUrl],
  };
}

/** Sent a few days before a trial ends, so nobody is charged by surprise. */
export function trialEndingMail(
  to: string,
  input: { planName: string; trialEndsAt: Date; amountCents: number; currency: string },
  dashboardUrl: string,
): MailMessage {
  const paragraphs = [
    `Your free trial of the ${input.planName} plan ends on ${day(input.trialEndsAt)}.`,
    `From then on the plan costs ${money(input.amountCents, input.currency)} a month. You can cancel before that day from your dashboard and nothing will be charged.`,
  ];
  return {
    to,
    subject: 'Your Dream Life trial ends soon',
    text: `${paragraphs.join('\n\n')}\n\nYour dashboard: ${dashboardUrl}\n`,
    html: layout('Your trial ends soon', paragraphs, { label: 'Open my dashboard', url: dashboardUrl }),
    links: [dashboardUrl],
  };
}
