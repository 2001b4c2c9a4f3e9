/**
 * The merge of a visitor's answers into the account after sign-in. The questionnaire feature owns
 * the answers and the merge; the app shell provides it here (features do not import each other),
 * so any page — /results before it generates a world — can wait for it to finish.
 */
type VisitorAnswersMerge = () => Promise<unknown>;

let merge: VisitorAnswersMerge = () => Promise.resolve();

export function provideVisitorAnswersMerge(implementation: VisitorAnswersMerge): void {
  merge = implementation;
}

/** Resolves once a visitor's answers on this device are in the account (at once if there are none). */
export async function mergeVisitorAnswers(): Promise<void> {
  await merge();
}
