import { describe, expect, it } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import { factsOfAnswers, languageOf, languageOfAnswers, missingFacts, numbersIn } from './facts';
import {
  affirmationProblem,
  answersContext,
  gentlerProblem,
  manifestoProblem,
  rephraseProblem,
  woopFieldProblem,
} from './output-checks';

/**
 * The checks a model's text is held to (decision 0114), on what people really type and what
 * models really answer: good rewrites that the old share-of-words and capital rules threw away
 * pass, and the ones that drop or mangle a fact, or switch language, do not.
 */

/** A teenager typing in lowercase slang, with names as they come. */
const teen: Answers = {
  name: 'jay',
  dream_sentence: 'honestly i just wanna make music full time and see frank ocean at coachella',
  key_people: 'my mom and my best friend dev',
  state_of_mind: 'calm?? idk, less anxious lol',
  core_values: 'god, family, loyalty',
};

/** Exact sums, years and names. */
const exact: Answers = {
  name: 'Margit',
  financial_reality: 'I want €4,000 saved by June and the house paid off by 2031',
  assets: 'the 1972 Beetle my dad left me',
  key_people: 'my sister Ilse and my friend anne who drove me to every chemo session',
};

/** Someone who writes in Spanish. */
const spanish: Answers = {
  name: 'Lucía',
  dream_sentence: 'Vivo en Sevilla con mi familia y mis dos perros',
  core_values: 'la familia, la paz y la salud',
  perfect_day: 'Desayuno en el patio con mi madre y después paseo por el río',
};

describe('facts', () => {
  it('reads numbers as typed, one value whatever the grouping or the words', () => {
    expect([...numbersIn('€4,000 by 2031, 3 kids, two dogs, 1.5 km').keys()]).toEqual([
      '4000',
      '2031',
      '3',
      '1.5',
      '2',
    ]);
    expect([...numbersIn('4 000 steps, 4000 steps, 4.000 steps').keys()]).toEqual(['4000']);
    expect(numbersIn('€4,000').get('4000')).toBe('€4,000');
    // "One day", "one small step": a way of speaking, not a count.
    expect(numbersIn('one day at a time').size).toBe(0);
  });

  it('knows the names in the answers, in whatever case they were typed', () => {
    const names = [...factsOfAnswers(exact).names.values()];
    expect(names).toEqual(expect.arrayContaining(['Margit', 'Ilse', 'Anne', 'June']));
    expect(missingFacts(factsOfAnswers(exact), 'Margit, Ilse, anne in June, €4000, 2031 and 1972.')).toEqual(
      [],
    );
    expect(missingFacts(factsOfAnswers(exact), 'Margit, Ilse in June, €4,000, 2031 and 1972.')).toEqual([
      'Anne',
    ]);
  });

  it('leaves chat asides out of the facts ("I am 52 so no miracles lol")', () => {
    expect(factsOfAnswers({ body_feel: 'strong (I am 52 lol)' }).numbers.size).toBe(0);
  });

  it('tells the language of answers by most of them, not by one foreign phrase', () => {
    expect(languageOfAnswers(spanish)).toBe('other');
    expect(languageOfAnswers(teen)).toBe('english');
    expect(languageOf('I feel en paz at home, every single day.')).toBe('english');
    expect(
      languageOf('No tengo miedo. Vivo en paz con mi familia. Mis perros y yo paseamos por el río.'),
    ).toBe('other');
  });
});

describe('a rephrase', () => {
  it('may rewrite every word but the facts: slang made readable, lowercase names capitalised', () => {
    for (const [input, output] of [
      [
        'honestly i just wanna make music full time and see frank ocean at coachella',
        'I make music full time, and I see Frank Ocean at Coachella.',
      ],
      [
        'i wanna live somewhere chill w my dog, like a lil house near the beach and ppl who get me',
        'I live somewhere calm with my dog, in a little house near the beach, among people who understand me.',
      ],
      ['god comes first for me, then family', 'God comes first for me, and then my family.'],
      [
        'im so tired of being broke tbh, i want to stop stressing about rent every month',
        'I am free of money worries, and rent no longer keeps me up at night.',
      ],
      ['Quiero vivir en Sevilla con mi familia', 'Vivo en Sevilla con mi familia, y cada día es un regalo.'],
    ] as const) {
      expect(rephraseProblem(input, output), output).toBeNull();
    }
  });

  it('keeps every number and name of its input, as typed', () => {
    const input = 'I want €4,000 saved by June and the 1972 Beetle restored, with my friend anne';
    expect(
      rephraseProblem(input, 'By June I have €4,000 saved, the 1972 Beetle is restored, and Anne helps me.'),
    ).toBeNull();
    expect(
      rephraseProblem(input, 'By June I have €4, 000 saved, the Beetle is restored, and Anne helps me.'),
    ).toMatch(/leaves out "€4,000", "1972"/);
    expect(
      rephraseProblem(
        input,
        'By June I have €4,000 saved, the 1972 Beetle restored, and my friend helps me.',
      ),
    ).toMatch(/leaves out "Anne"/);
    expect(rephraseProblem('I want to save money', 'I save €500 every month.')).toMatch(/never wrote/);
  });

  it('answers in the language of the text', () => {
    expect(
      rephraseProblem('Quiero vivir en Sevilla con mi familia', 'I live in Sevilla with my family.'),
    ).toMatch(/another language/);
    expect(
      rephraseProblem('I want to live in Madrid with my family', 'Vivo en Madrid con mi familia.'),
    ).toMatch(/not in English/);
  });

  it('still refuses a text about nothing, a capital the person never typed, a doubled word', () => {
    const input = 'I want to live by the sea with my family';
    expect(rephraseProblem(input, 'Through clear intention and steady work, with an open heart.')).toMatch(
      /no longer speaks/,
    );
    expect(rephraseProblem(input, 'I live by the sea with my family, and My heart is full.')).toMatch(/"My"/);
    expect(rephraseProblem(input, 'I live by the the sea with my family.')).toMatch(/twice/);
  });
});

describe('affirmations, manifesto, WOOP and gentler lines', () => {
  it('allow the names the person typed in lowercase, capitalised', () => {
    const context = answersContext(teen);
    for (const line of [
      'Every day I make music, and one day I see Frank Ocean at Coachella.',
      'God, family and loyalty guide what I choose today.',
      'My mom and Dev stand beside me as I grow.',
    ]) {
      expect(affirmationProblem(line, context), line).toBeNull();
    }
  });

  it('refuse an invented or mangled number, and a line in another language than the answers', () => {
    const context = answersContext(exact);
    expect(affirmationProblem('Step by step, I save the €4,000 I set out to save.', context)).toBeNull();
    expect(affirmationProblem('Step by step, I save €4, 000 by June.', context)).toMatch(/never wrote/);
    expect(affirmationProblem('I save €10,000 every year.', context)).toMatch(/never wrote/);
    expect(affirmationProblem('Vivo en paz con mi familia y mis perros.', context)).toMatch(/not in English/);
    const spanishContext = answersContext(spanish);
    expect(
      affirmationProblem('Cada mañana elijo la paz y la salud con mi familia.', spanishContext),
    ).toBeNull();
    expect(
      affirmationProblem('Every morning I choose peace and health with my family.', spanishContext),
    ).toMatch(/another language/);
  });

  it('hold a manifesto to the people it names and most of the facts', () => {
    const context = answersContext(exact);
    const body =
      'Every morning I wake up grateful, and I choose what I do with my days. I walk, I cook, I rest, and I keep my promises to myself. ';
    const whole = `I am Margit. ${body}My sister Ilse and my friend Anne, who drove me to every chemo session, are the heart of my life. I have €4,000 saved by June, the house is paid off by 2031, and I still drive the 1972 Beetle my dad left me.`;
    expect(manifestoProblem(whole, context)).toBeNull();
    const withoutAnne = whole.replace(' and my friend Anne, who drove me to every chemo session,', '');
    expect(manifestoProblem(withoutAnne, context)).toMatch(/leaves out "Anne"/);
    expect(manifestoProblem(whole.replace('€4,000', '€40,000'), context)).toMatch(/never wrote/);
  });

  it('let the "if" and the "then" of a plan end without a mark, not the wish', () => {
    const context = answersContext(exact);
    expect(woopFieldProblem('planIf', 'it is Sunday evening', context, 400)).toBeNull();
    expect(woopFieldProblem('planThen', 'I move €50 to savings before anything else', context, 400)).toMatch(
      /never wrote/,
    );
    expect(woopFieldProblem('wish', 'I have €4,000 saved by June', context, 400)).toMatch(/full stop/);
  });

  it('keep a gentler line to the facts of the line it softens', () => {
    const context = answersContext(exact);
    const line = 'I have €4,000 saved by June.';
    expect(gentlerProblem(line, 'Step by step, I am saving towards €4,000 by June.', context)).toBeNull();
    expect(gentlerProblem(line, 'Step by step, I am learning to save.', context)).toMatch(
      /leaves out "€4,000"/,
    );
    expect(gentlerProblem(line, line, context)).toMatch(/same line/);
  });
});
