/** docs/product.md §2: 'Welcome Home {NAME}' uses a placeholder when there is no name answer. */
export const placeholderWelcomeName = 'DREAMER';

/**
 * The name to greet, upper-cased: the first name the generator found in the name answer of the
 * questionnaire the world was built from (`spec.ownerName`; the one parser lives in the
 * generator, which also reads "I am Maya: …" or "Je m'appelle Amélie"), or the placeholder.
 */
export function welcomeNameFrom(ownerName: string | null | undefined): string {
  const name = (ownerName ?? '').trim();
  return /\p{L}/u.test(name) ? name.toLocaleUpperCase() : placeholderWelcomeName;
}
