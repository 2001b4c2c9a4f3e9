import type { MailMessage } from '#server/modules/mail';
import { layout, oneLine } from '#server/modules/mail';

/**
 * The reminder and weekly-review emails (docs/product.md §10). Each carries the one-click
 * unsubscribe of RFC 8058: List-Unsubscribe with the https link and List-Unsubscribe-Post, so a
 * mail client's "Unsubscribe" button POSTs it without opening a page (docs/decisions/0073).
 */
function withUnsubscribe(message: Omit<MailMessage, 'headers'>, unsubscribeUrl: string): MailMessage {
  return {
    ...message,
    text: `${message.text}\nNo more reminder emails: ${unsubscribeUrl}\n`,
    html: message.html.replace(
      '</div></body></html>',
      `<p style="font-size:13px;color:#a3a8c3">No more reminder emails? <a href="${unsubscribeUrl.replace(/&/g, '&amp;')}" style="color:#a3a8c3">Unsubscribe</a>.</p></div></body></html>`,
    ),
    links: [...(message.links ?? []), unsubscribeUrl],
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface ReminderMailInput {
  to: string;
  firstName: string | null;
  /** The if-then plan of the day, when the user has one. */
  plan: { planIf: string; planThen: string } | null;
  /** One of the user's favourite affirmations, to carry into the day (decision 0118). */
  favourite: string | null;
  todayUrl: string;
  unsubscribeUrl: string;
}

export function dailyReminderMail(input: ReminderMailInput): MailMessage {
  const name = input.firstName ? oneLine(input.firstName) : '';
  const paragraphs = [
    name ? `Hello ${name}, your one minute for today is waiting.` : 'Your one minute for today is waiting.',
    ...(input.favourite ? [`“${oneLine(input.favourite)}”`] : []),
    input.plan
      ? `Your plan: if ${oneLine(input.plan.planIf)}, then ${oneLine(input.plan.planThen)}.`
      : 'Look at your world, read today’s affirmations, and check in.',
    'A missed day does not break your streak: one a week is forgiven.',
  ];
  return withUnsubscribe(
    {
      to: input.to,
      subject: 'Your minute for today',
      text: `${paragraphs.join('\n\n')}\n\nOpen today: ${input.todayUrl}\n`,
      html: layout('Your minute for today', paragraphs, { label: 'Open today', url: input.todayUrl }),
      links: [input.todayUrl],
    },
    input.unsubscribeUrl,
  );
}

export interface WeeklyReviewMailInput {
  to: string;
  firstName: string | null;
  /** Check-ins in the week reviewed. */
  checkIns: number;
  reviewUrl: string;
  unsubscribeUrl: string;
}

export function weeklyReviewMail(input: WeeklyReviewMailInput): MailMessage {
  const name = input.firstName ? oneLine(input.firstName) : '';
  const days = input.checkIns === 1 ? '1 day' : `${input.checkIns} days`;
  const paragraphs = [
    name ? `Hello ${name}, a new week starts today.` : 'A new week starts today.',
    `Last week you checked in on ${days}. Take two minutes to look back: what went well, what got in the way, and one change for this week.`,
  ];
  return withUnsubscribe(
    {
      to: input.to,
      subject: 'Your weekly review',
      text: `${paragraphs.join('\n\n')}\n\nWrite your review: ${input.reviewUrl}\n`,
      html: layout('Your weekly review', paragraphs, { label: 'Write my review', url: input.reviewUrl }),
      links: [input.reviewUrl],
    },
    input.unsubscribeUrl,
  );
}
