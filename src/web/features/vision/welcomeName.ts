/** Spec §2: 'Welcome Home {NAME}' uses a placeholder when there is no name answer. */
export const placeholderWelcomeName = 'DREAMER';

/**
 * The name to greet, upper-cased, from the questionnaire's name answer. The question invites a
 * sentence ("I am Maya: calm, confident…"), so only the name is kept: an opening like "I am" or
 * "My name is" is dropped and the text stops at the first punctuation, at most three words.
 * Anything without a letter (blank, emoji, punctuation) gives the placeholder.
 */
export function welcomeNameFrom(answer: string | undefined): string {
  const raw = (answer ?? '').replace(/\s+/g, ' ').trim();
  const match = /^(?:(?:my name is|my name's|i am|i'm|it's|call me|name:)\s+)?([^,.:;!?()—–-]+)/iu.exec(raw);
  const words = (match?.[1] ?? '').trim().split(' ').filter(Boolean).slice(0, 3);
  const name = words.join(' ').slice(0, 40).trim();
  return /\p{L}/u.test(name) ? name.toLocaleUpperCase() : placeholderWelcomeName;
}
