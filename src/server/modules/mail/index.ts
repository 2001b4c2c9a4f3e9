/**
 * The mail module's door (docs/architecture.md §8): the app's `mail` (background delivery) and
 * `mailer` are its service; the templates and types are what other modules compose mails with.
 */
export type { BackgroundMail } from './background-mail';
export { createBackgroundMail } from './background-mail';
export type { Mailer, MailMessage } from './mailer';
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
