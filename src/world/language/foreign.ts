/**
 * Whether a part of an answer is written in another language (decision 0096). The writer speaks
 * English: a Spanish or French phrase spliced into its frames ("My life is blessed with vivo en
 * Sevilla") reads as a mistake, so such a part is quoted as typed or left out of a frame.
 *
 * A small stop-word check, not a language detector: the little words a sentence cannot do without
 * ("en", "y", "le", "und", "sono") are few per language and rarely English. Names use them too
 * ("Plaza de España", "Barrio de Santa Cruz"), so one is no sign: two are, with no English
 * little word beside them. A text in a script with no Latin letters is another language too.
 */

/** Little words of Spanish, French, Italian, Portuguese, German and Dutch that English lacks. */
const foreignWords = new Set(
  `el los las del y con mi mis tu tus su sus que qué es soy eres somos son estoy está estar vivo vivimos
  un una unos unas por para pero muy también yo nosotros
  le les des du et je tu nous vous est suis sommes avec dans pour sur une mon ma mes ton ta notre vis vivons
  il lo gli della nella sono siamo ho abbiamo per con che non anche mia mio miei
  eu nós não em com uma meu minha moro vivemos
  ich wir und der das ist bin sind mit wohne wohnen leben nicht ein eine mein meine auf für
  ik wij het een en zijn woon wonen met niet mijn ook`.split(/\s+/),
);

/** English little words that no language above shares ("in", "a", "me", "die", "so" are shared). */
const englishWords = new Set(
  `the and i my we our is are am was be have has with of to for on at by from it this that
  you your they their he she his her us not no very just all every each`.split(/\s+/),
);

export function readsForeign(text: string): boolean {
  if (/\p{L}/u.test(text) && !/\p{Script=Latin}/u.test(text)) return true;
  const words = (text.toLowerCase().match(/[\p{L}’']+/gu) ?? []).map((word) =>
    word.replace(/^[’']|[’']$/g, ''),
  );
  if (words.some((word) => englishWords.has(word))) return false;
  return words.filter((word) => foreignWords.has(word)).length >= 2;
}

/** Words of the lists above that English has too ("son", "ma", "die"): no sign of another language alone. */
const sharedWithEnglish = new Set([
  'son',
  'ma',
  'ton',
  'met',
  'die',
  'ten',
  'mis',
  'sus',
  'con',
  'per',
  'il',
]);

/**
 * Whether a phrase has one little word of another language ("en paz", "com saúde", "près du lac"):
 * such a phrase is quoted as typed, never slotted into an English frame (decision 0109).
 */
export function hasForeignWord(text: string): boolean {
  if (/\p{L}/u.test(text) && !/\p{Script=Latin}/u.test(text)) return true;
  return (text.toLowerCase().match(/[\p{L}’']+/gu) ?? []).some(
    (word) => foreignWords.has(word) && !sharedWithEnglish.has(word),
  );
}
