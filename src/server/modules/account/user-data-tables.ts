/** How one table of a user's data is covered by the export and by account deletion. */
interface UserDataTable {
  /** The export's collection holding the table's rows; null when left out, with `why`. */
  exportedAs: string | null;
  why?: string;
  /**
   * 'cascade': its user_id references users ON DELETE CASCADE; 'explicit': `deleteUser` deletes
   * its rows by name (the users row itself, and tables whose link to the user is not a cascade).
   */
  deletion: 'cascade' | 'explicit';
}

/**
 * Every table that holds rows of one user (a user_id or an email column), and how the export and
 * the deletion cover it (decision 0105). `export-complete.db.test.ts` reads the database's own
 * catalogue and fails on a table missing here, on an exported name missing from the export, and on
 * a 'cascade' the schema does not have: a new table cannot be forgotten by both silently.
 */
export const userDataTables: Record<string, UserDataTable> = {
  users: { exportedAs: 'user', deletion: 'explicit' },
  sessions: { exportedAs: 'sessions', deletion: 'cascade' },
  one_time_tokens: {
    exportedAs: null,
    why: 'hashes of one-time links: server secrets, not data about the user',
    deletion: 'cascade',
  },
  pending_registrations: {
    exportedAs: null,
    why: 'sign-ups of the address not confirmed yet: no account is attached to them',
    deletion: 'explicit',
  },
  questionnaires: { exportedAs: 'questionnaires', deletion: 'cascade' },
  subscriptions: { exportedAs: 'subscriptions', deletion: 'cascade' },
  demo_subscriptions: { exportedAs: 'demoCheckouts', deletion: 'cascade' },
  payment_discounts: { exportedAs: 'paymentDiscounts', deletion: 'cascade' },
  transactions: { exportedAs: 'transactions', deletion: 'cascade' },
  user_transaction_totals: {
    exportedAs: null,
    why: 'sums of the exported transactions, kept by a trigger',
    deletion: 'cascade',
  },
  contact_messages: { exportedAs: 'contactMessages', deletion: 'explicit' },
  dream_worlds: { exportedAs: 'dreamWorlds', deletion: 'cascade' },
  affirmation_doubts: { exportedAs: 'affirmationDoubts', deletion: 'cascade' },
  own_affirmations: { exportedAs: 'ownAffirmations', deletion: 'cascade' },
  practice_plans: { exportedAs: 'practicePlans', deletion: 'cascade' },
  practice_check_ins: { exportedAs: 'practiceCheckIns', deletion: 'cascade' },
  practice_freezes: { exportedAs: 'practiceFreezes', deletion: 'cascade' },
  practice_reviews: { exportedAs: 'practiceReviews', deletion: 'cascade' },
  practice_settings: { exportedAs: 'practiceSettings', deletion: 'cascade' },
  practice_push_subscriptions: { exportedAs: 'practicePushDevices', deletion: 'cascade' },
  practice_reminder_sends: { exportedAs: 'practiceRemindersSent', deletion: 'cascade' },
};
