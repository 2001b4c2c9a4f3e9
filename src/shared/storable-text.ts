/** In a `u` regex a well-formed pair is one astral code point, so only a lone half matches. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Whether Postgres (and PGlite) can store and compare this text. U+0000 is refused by text and
 * jsonb. A lone UTF-16 surrogate ("\udc00" is valid JSON text, not valid Unicode) is encoded by
 * PGlite into bytes that are not UTF-8, so the INSERT or lookup failed with a 500 (found by the
 * contract fuzz): after a non-ASCII character, e.g. "é\udc00" as a contact or account name.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value);
