/**
 * The mail module's door (docs/architecture.md §8): the app's `mail` (the durable outbox,
 * decision 0105) is its service; the templates and types are what other modules compose mails with.
 */
export type { MailQueue } from './mail-queue';
export type { MailMessage } from './mailer';
export { createMailer } from './mailer';
export { default as mailPlugin } from './plugin';
export {
  activationMail,
  contactMessageMail,
  layout,
  oneLine,
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './templates';
