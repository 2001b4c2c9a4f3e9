/**
 * How much one user may store of each collection (decision 0060). Without bounds one account
 * stored 300 questionnaires of 70 KB, and its 21 MB export slowed everyone else's requests. Each
 * limit is far above what a person makes by hand; a feature that adds a per-user collection adds
 * its limit here and checks it before inserting.
 */
export const perUserLimits = {
  /** Completed questionnaire runs kept (the one in progress is not counted). */
  completedQuestionnaires: 100,
  /** Dream-world versions, failed ones included. */
  worldVersions: 200,
  /** For the life-plan feature: plans one user keeps. */
  plans: 50,
  /** For the check-in feature: about three years of daily check-ins. */
  checkIns: 1100,
} as const;

/** The 409 message when a collection is full; `what` is plural ("questionnaires"). */
export const storageLimitMessage = (what: string, limit: number) =>
  `You have reached the limit of ${limit} saved ${what}. Please contact support if you need more.`;
