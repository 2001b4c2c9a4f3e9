/**
 * The browser's IANA zone, sent with today's read (the user's zone until they save reminders) and with
 * the reminder settings; UTC when the browser cannot say.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
