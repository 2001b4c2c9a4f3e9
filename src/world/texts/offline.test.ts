import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAffirmations, rephraseStyles, rephraseTones } from '#shared/ai';
import { type Answers, questionKeys } from '#shared/questionnaire';
import { contentWords, keptShare } from '../language/checks';
import { presentTense } from '../language/present-tense';
import { referenceAnswers } from '../testing/reference-answers';
import { gentlerAffirmation, offlineAffirmations } from './affirmations';
import { offlineManifesto } from './manifesto';
import { rephraseOffline } from './rephrase';
import { offlineWoopDraft } from './woop';

describe('present tense', () => {
  it.each([
    ['I want a house by the sea', 'I live in my house by the sea'],
    ['I want to travel the world.', 'I travel the world'],
    ["I'd love to become a doctor", 'I am a doctor'],
    ['I will be healthy and strong', 'I am healthy and strong'],
    ['One day I will have two dogs', 'I have two dogs'],
    ['I wish I had more time', 'I have more time'],
    ['I hope to run a marathon, and I want to be free', 'I run a marathon, and I am free'],
    ['i would like a red car', 'I have my red car'],
    ['I dream of living in Lisbon', 'I live in Lisbon'],
    ['I want to live by the sea', 'I live by the sea'],
    ['We would love to become parents', 'We are parents'],
    ['Living by the ocean with my kids', 'Living by the ocean with my kids'],
    ['my kids', 'my kids'],
    ['I am already happy', 'I am already happy'],
  ])('%s → %s', (input, expected) => {
    expect(presentTense(input)).toBe(expected);
  });
});

describe('offline rephrase', () => {
  const text = 'I would like to travel the world, and I want to be free. Hopefully I will have two dogs.';

  it('rewrites the spec example into confident present tense', () => {
    expect(rephraseOffline('I want a house by the sea', 'concise', 'straightforward')).toBe(
      'I live in my house by the sea.',
    );
  });

  it('gives a visibly different text for every tone within a style, and every style within a tone', () => {
    for (const style of rephraseStyles) {
      const outputs = rephraseTones.map((tone) => rephraseOffline(text, tone, style));
      expect(new Set(outputs).size, style).toBe(rephraseTones.length);
    }
    for (const tone of rephraseTones) {
      const outputs = rephraseStyles.map((style) => rephraseOffline(text, tone, style));
      expect(new Set(outputs).size, tone).toBe(rephraseStyles.length);
    }
  });

  it('rewrites the words for every tone and style, not only the frame around them', () => {
    const input =
      'I would really like to live by the sea, painting every morning. My kids are so happy and we have two dogs.';
    const outputs = rephraseTones.flatMap((tone) =>
      rephraseStyles.map((style) => ({
        label: `${tone}/${style}`,
        text: rephraseOffline(input, tone, style),
      })),
    );
    expect(new Set(outputs.map(({ text }) => text)).size).toBe(outputs.length);
    // The body: the output without the sentences or verse lines that hold none of the input's
    // content words (the voice lines), and without a lead such as "In short,".
    const inputWords = new Set(contentWords(input));
    const body = (text: string) =>
      text
        .split(/(?<=[.!?])\s+|\n+/)
        .filter((piece) => contentWords(piece).some((word) => inputWords.has(word)))
        .join(' ')
        .replace(/^(?:Today|In short|So|Picture it|Simply)[,:]\s+/i, '');
    const plainInput =
      'I live by the sea, painting every morning. My kids are so happy and we have two dogs.';
    for (const { label, text } of outputs) {
      expect(body(text).toLowerCase(), label).not.toBe(plainInput.toLowerCase());
      expect(keptShare(input, text), label).toBeGreaterThanOrEqual(0.8);
    }
    // Each tone has its own words in every style: contractions, measured verbs, fewer words.
    for (const style of rephraseStyles) {
      expect(rephraseOffline(input, 'casual', style), style).toMatch(/’/);
      expect(rephraseOffline(input, 'professional', style), style).not.toMatch(/!|’/);
      expect(rephraseOffline(input, 'concise', style), style).not.toMatch(/\bso happy\b/);
    }
    // The style sets the shape: one sentence, verse lines, more sentences than the input.
    expect(body(rephraseOffline(input, 'professional', 'brief')).split(/[.!?]\s/)).toHaveLength(1);
    expect(rephraseOffline(input, 'professional', 'poetic').split('\n').length).toBeGreaterThanOrEqual(4);
    expect(rephraseOffline(input, 'casual', 'detailed').split(/[.!?]\s/).length).toBeGreaterThan(3);
  });

  it('closes on the text’s own people, place or feeling, never on a line that fits any text', () => {
    const canned = [
      'Life’s good, and I love it.',
      'This is my reality today.',
      'It is mine.',
      'That’s just my life now.',
      'And I love it!',
      'This is my life, and I am grateful for every moment of it!',
      'I built this step by step, and I sustain it with focus.',
      'My days unfold like the pages of a story I chose to write.',
      'and it is mine',
      'and it just feels right',
      'and the whole sky hums along',
      'and my heart knows it is home',
      'and every part of it is in its place',
    ];
    const inputs = [
      'My kids are happy.',
      'I live by the sea, painting every morning. My old dog sleeps by the fire.',
      'we wake up early we swim in the lake my husband makes coffee',
    ];
    const lastLine = (text: string) => text.split(/(?<=[.!])\s+|\n/).pop() ?? '';
    for (const input of inputs) {
      const outputs = rephraseTones.flatMap((tone) =>
        rephraseStyles.map((style) => rephraseOffline(input, tone, style)),
      );
      expect(new Set(outputs).size, input).toBe(20);
      for (const output of outputs) {
        for (const line of canned) expect(output, input).not.toContain(line);
      }
    }
    // The same tone and style close differently on different texts.
    for (const tone of rephraseTones) {
      for (const style of rephraseStyles) {
        const closings = inputs.map((input) => lastLine(rephraseOffline(input, tone, style)));
        expect(new Set(closings).size, `${tone}/${style}`).toBe(inputs.length);
      }
    }
  });

  it('spreads its closers over the text’s hearts: no heart closes more than a quarter of the results', () => {
    const frames =
      /thankful for|come back to|heart of it all|built around|at the centre|at its centre|all about|best part|leads back to|heart of the story|humming through|above all/i;
    const lastLine = (text: string) => text.split(/(?<=[.!?])\s+|\n/).pop() ?? '';
    // Each input with the hearts it could close on: its place, a thing of it, what it does.
    const cases: [string, string[]][] = [
      [
        'I live in a treehouse in the Costa Rican rainforest and protect the jungle.',
        ['Costa Rican rainforest', 'treehouse', 'jungle'],
      ],
      [
        'I live on a houseboat on an Amsterdam canal and write children’s books.',
        ['Amsterdam canal', 'houseboat', 'books'],
      ],
      ['We live by the sea with our kids and I paint every morning.', ['sea', 'kids', 'paint']],
    ];
    for (const [input, hearts] of cases) {
      const outputs = rephraseTones.flatMap((tone) =>
        rephraseStyles.map((style) => rephraseOffline(input, tone, style)),
      );
      expect(new Set(outputs).size, input).toBe(20);
      const closings = outputs.map(lastLine).filter((line) => frames.test(line));
      expect(closings.length, input).toBeGreaterThanOrEqual(8);
      for (const heart of hearts) {
        const closing = closings.filter((line) => line.includes(heart));
        expect(closing.length, `${input}: ${heart}`).toBeGreaterThanOrEqual(1);
        expect(closing.length, `${input}: ${heart}`).toBeLessThanOrEqual(5);
      }
      for (const output of outputs) expect(keptShare(input, output), output).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('rewrites rather than edits: most styles open on another clause or phrase than the one typed first', () => {
    for (const input of [
      'I live in a treehouse in the Costa Rican rainforest and protect the jungle.',
      'I live on a houseboat on an Amsterdam canal and write children’s books.',
    ]) {
      const typedOpening = input.split(/\s+/).slice(0, 5).join(' ');
      const outputs = rephraseTones.flatMap((tone) =>
        rephraseStyles.map((style) => rephraseOffline(input, tone, style)),
      );
      // Without the tone's lead ("Today,", "Picture it:"), the text as it opens.
      const opensAsTyped = outputs.filter((output) =>
        output.replace(/^(?:[\p{L}’ ]{1,16}[,:]\s+)?/u, '').startsWith(typedOpening),
      );
      expect(opensAsTyped.length, opensAsTyped.join('\n')).toBeLessThanOrEqual(10);
      // The facts stay: every content word, only the order and wording move.
      for (const output of outputs) expect(keptShare(input, output), output).toBeGreaterThanOrEqual(0.8);
    }
    expect(
      rephraseOffline(
        'I live in a treehouse in the Costa Rican rainforest and protect the jungle.',
        'casual',
        'detailed',
      ),
    ).toMatch(/^A treehouse in the Costa Rican rainforest is where I live\./);
    expect(
      rephraseOffline(
        'I live in a treehouse in the Costa Rican rainforest and protect the jungle.',
        'concise',
        'poetic',
      ),
    ).toMatch(/^In the Costa Rican rainforest, I live in a treehouse\./);
    // A clause of more than one phrase keeps its order: nothing is stranded ("…, / maybe.").
    expect(
      rephraseOffline('I live somewhere quieter, maybe by the coast in Cornwall.', 'casual', 'poetic'),
    ).not.toMatch(/^By the coast/);
  });

  it('links detailed sentences with connectives in an order of the text’s own, the same every time', () => {
    const inputs = [
      'I live by the sea. I paint every morning. My kids are happy.',
      'We live in a cabin in the woods. I write books. My dog sleeps by the fire.',
      'I live in a loft in Berlin. I make music. My friends come over on Sundays.',
      'I live on a farm. I keep bees. My husband bakes bread.',
      'I live in Lisbon. I surf at dawn. My sister visits often.',
      'I live in a chalet in the Alps. I ski every morning. My partner cooks fondue.',
    ];
    for (const tone of ['inspiring', 'professional', 'casual', 'creative'] as const) {
      const links = inputs.map((input) => {
        const output = rephraseOffline(input, tone, 'detailed');
        expect(rephraseOffline(input, tone, 'detailed'), input).toBe(output);
        // The word or phrase that opens the second sentence: the first link.
        return /[.!?]\s+((?:\p{Lu}[\p{L}’]*)(?:\s\p{Ll}+)?,?)/u.exec(output)?.[1];
      });
      expect(new Set(links).size, `${tone}: ${links.join(' | ')}`).toBeGreaterThan(1);
    }
  });

  it('closes only on a heart the tagger reads as a noun phrase or an activity, else not at all', () => {
    const frames =
      /thankful for|come back to|heart of it all|built around|at the centre|at its centre|all about|best part|leads back to|heart of the story|humming through|above all/i;
    for (const input of ['would', 'I would', 'it is what it is', 'x', 'we could']) {
      const outputs = rephraseTones.flatMap((tone) =>
        rephraseStyles.map((style) => rephraseOffline(input, tone, style)),
      );
      // No closer, yet twenty texts a reader can tell apart.
      expect(new Set(outputs).size, input).toBe(20);
      for (const output of outputs) expect(output, input).not.toMatch(frames);
    }
    // An activity the text names is what it does: never "loving" for "I love swimming".
    const swimming = rephraseOffline('I love swimming', 'inspiring', 'straightforward');
    expect(swimming).toBe('I love swimming! I am thankful for swimming!');
    // A verb of a clause about a thing is not what I do: never "built around burning gold".
    for (const tone of rephraseTones) {
      for (const style of rephraseStyles) {
        const output = rephraseOffline(
          'I live in a red cottage in Vermont, among maple trees that burn gold and red every autumn.',
          tone,
          style,
        );
        expect(output, `${tone}/${style}`).not.toMatch(/burning/);
      }
    }
    // The flat frames are gone: "It all comes back to swimming", "Can’t beat my own company".
    for (const tone of rephraseTones) {
      for (const style of rephraseStyles) {
        const output = rephraseOffline('I enjoy my own company and I love swimming.', tone, style);
        expect(output, `${tone}/${style}`).not.toMatch(
          /It all comes back to|Can’t beat|leans towards|glows with/,
        );
      }
    }
  });

  it('gives each style a body of its own: one sentence from its centre, a told order, verse by phrase', () => {
    const input = 'I paint every morning. My kids are so happy. We live in a stone house by the sea.';
    // Brief: one sentence, the main clause first, the last clause without its intensifier.
    const brief = rephraseOffline(input, 'professional', 'brief');
    expect(brief).toMatch(/^In short, we live in a stone house by the sea;/);
    expect(brief).not.toMatch(/so happy/);
    // Detailed: the place, then the people, then what is done.
    const detailed = rephraseOffline(input, 'professional', 'detailed');
    expect(detailed.indexOf('sea')).toBeLessThan(detailed.indexOf('kids'));
    expect(detailed.indexOf('kids')).toBeLessThan(detailed.indexOf('paint'));
    // A clause that points back ("above it") stays after what it points to.
    expect(
      rephraseOffline('I open my own bakery and live above it with my husband.', 'casual', 'detailed'),
    ).toMatch(/^I open my own bakery\. (?:Plus,|And|Oh, and|Also,) I live above it with my husband\./);
    // Straightforward keeps the order as typed.
    const plain = rephraseOffline(input, 'professional', 'straightforward');
    expect(plain.indexOf('paint')).toBeLessThan(plain.indexOf('sea'));
    // Poetic: two clauses never meet at a bare comma, and a clause typed as a comma splice is two.
    for (const tone of rephraseTones) {
      const poem = rephraseOffline(
        'I live in a treehouse in the Costa Rican rainforest, I protect the jungle, my wife paints birds.',
        tone,
        'poetic',
      );
      expect(poem, tone).not.toMatch(/,\n(?:In a treehouse, )?(?:I|We|My|Our)\s/);
      expect(poem.split('\n').length, tone).toBeGreaterThanOrEqual(4);
    }
  });

  it('sets the scene first in the creative tone, but never a scene the user said is not theirs', () => {
    expect(rephraseOffline('I paint every morning in my studio.', 'creative', 'straightforward')).toMatch(
      /^In my studio, I paint every morning\./,
    );
    // One heart closes at most a quarter of the results; this one may open with the tone's lead.
    expect(rephraseOffline('I no longer work in an office.', 'creative', 'straightforward')).toMatch(
      /^(?:Imagine this: )?I no longer work in an office\./,
    );
  });

  it('keeps a place set first in one verse line: never "On a cliff, / above the Mediterranean, I live"', () => {
    const poem = rephraseOffline(
      'I live in a white villa on a cliff above the Mediterranean.',
      'creative',
      'poetic',
    );
    expect(poem).toMatch(/(?:^|\n)[Oo]n a cliff above the Mediterranean, I live in a white villa/);
    for (const tone of rephraseTones) {
      const verse = rephraseOffline('I paint every morning in my studio by the old harbour.', tone, 'poetic');
      expect(verse, tone).not.toMatch(/^(?:In|By)[^\n,]*,\n(?:by|in)\b[^\n]*, I\b/);
    }
  });

  it('quotes a part in another language instead of splicing it into an English frame', () => {
    const input = 'Vivo en Sevilla — I live in an old house in Seville with a patio full of orange trees.';
    for (const tone of rephraseTones) {
      for (const style of rephraseStyles) {
        const output = rephraseOffline(input, tone, style);
        expect(output, `${tone}/${style}`).toMatch(/^“Vivo en Sevilla\.”/);
        expect(output, `${tone}/${style}`).not.toMatch(/\b(?:with|got|have|holds|includes) vivo\b/i);
        expect(output, `${tone}/${style}`).toMatch(/old house/);
        expect(keptShare(input, output), `${tone}/${style}`).toBeGreaterThanOrEqual(0.8);
        // Rephrased again, the quote is read as a quote: never quoted twice or framed.
        const again = rephraseOffline(output, tone, style);
        expect(again.match(/Vivo en Sevilla/g), `${tone}/${style} again`).toHaveLength(1);
        expect(again, `${tone}/${style} again`).toMatch(/^“Vivo en Sevilla\.”/);
      }
    }
    // A text wholly in another language is given back as typed: no English frame around it.
    expect(rephraseOffline('Vivo en Sevilla con mi familia', 'creative', 'brief')).toBe(
      'Vivo en Sevilla con mi familia',
    );
  });

  it('contracts only where English does: never a verb that ends its clause', () => {
    expect(
      rephraseOffline(
        'I love who I am. We are who we are. I am happy with what I have. It is quiet here.',
        'casual',
        'straightforward',
      ),
    ).toMatch(/^I love who I am\. We are who we are\. I’m happy with what I have\. It’s quiet here\./);
  });

  it('does not pile up voice lines when a rephrased text is rephrased again', () => {
    const input = 'I live by the sea, painting every morning. My kids are happy.';
    for (const tone of rephraseTones) {
      for (const style of rephraseStyles) {
        const once = rephraseOffline(input, tone, style);
        expect(rephraseOffline(once, tone, style), `${tone}/${style}`).toBe(once);
      }
    }
  });

  it('never returns an empty text and never crashes, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 2000 }),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 500 }),
        ),
        fc.constantFrom(...rephraseTones),
        fc.constantFrom(...rephraseStyles),
        (input, tone, style) => {
          fc.pre(input.trim().length > 0);
          const output = rephraseOffline(input, tone, style);
          expect(output.trim().length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same text gives the same answer', () => {
    expect(rephraseOffline(text, 'creative', 'poetic')).toBe(rephraseOffline(text, 'creative', 'poetic'));
  });
});

const answersArbitrary = fc.dictionary(
  fc.constantFrom(...questionKeys),
  fc.oneof(
    fc.string({ maxLength: 2000 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom('  ', '🌊🏡✨', '海のそばの家に住みたい', 'Я хочу дом у моря', '\n\n', 'a'.repeat(2000)),
  ),
) as fc.Arbitrary<Answers>;

describe('offline affirmations', () => {
  it('are the 8 defaults without answers', () => {
    expect(offlineAffirmations({})).toEqual([...defaultAffirmations]);
  });

  it('are built from the eight answers the spec names, in order', () => {
    const lines = offlineAffirmations({
      name: 'My name is Maya Lopez',
      dream_sentence: 'I want to live slowly by the sea',
      core_values: 'Freedom, kindness and curiosity',
      dream_location: 'a quiet hillside in Portugal',
      perfect_day: 'Writing in the morning, swimming at noon',
      fulfillment: 'Designing homes that heal',
      financial_reality: 'I will be debt-free',
      legacy: 'An art school for every village',
    });
    expect(lines).toEqual([
      'I am Maya Lopez, and I let freedom lead the way today.',
      'I am becoming someone who lives slowly by the sea.',
      'Freedom, kindness and curiosity are the compass for my choices.',
      'Each step I take brings me closer to a quiet hillside in Portugal.',
      'Today I make time for writing in the morning and swimming at noon.',
      'I give my best energy to designing homes that heal.',
      'With each choice, I am becoming debt-free.',
      'Step by step, I am building an art school for every village.',
    ]);
  });

  it('keeps a dream about my own things in first person: never "someone who … my"', () => {
    const lines = offlineAffirmations({
      dream_sentence: 'One day I want to open my own bakery and live above it with my husband.',
    });
    expect(lines[1]).toBe('Day by day, I open my own bakery and live above it with my husband.');
    expect(offlineAffirmations({ dream_sentence: 'Take care of my mother' })[1]).toBe(
      'Day by day, I take care of my mother.',
    );
    // Without a first-person word, "someone who" still fits.
    expect(offlineAffirmations({ dream_sentence: 'I want to live slowly by the sea' })[1]).toBe(
      'I am becoming someone who lives slowly by the sea.',
    );
  });

  it('spreads the clauses of a run-on answer over the lines, each in a form of its own', () => {
    const lines = offlineAffirmations({
      name: 'Maya',
      perfect_day: 'we wake up early we swim in the lake my husband makes coffee',
      dream_sentence: 'i love surfing my kids are happy we live by the sea',
    });
    expect(lines).toHaveLength(8);
    for (const clause of [
      'we wake up early',
      'we swim in the lake',
      'my husband makes coffee',
      'loves surfing',
      'my kids are happy',
      'we live by the sea',
    ]) {
      expect(
        lines.filter((line) => line.toLowerCase().includes(clause)),
        clause,
      ).toHaveLength(1);
    }
    // Pairwise different in form: no two lines open with the same three words.
    const openings = lines.map((line) => line.split(/\s+/).slice(0, 3).join(' ').toLowerCase());
    expect(new Set(openings).size).toBe(8);
    for (const line of lines) {
      expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(16);
      // A gentler version exists for each, and it is not a bare possibility frame.
      expect(gentlerAffirmation(line), line).not.toMatch(/^I am (?:learning to believe|willing to believe)/);
    }
  });

  it('says a second clause of a run-on answer in place of the weakest line when every answer is filled', () => {
    const lines = offlineAffirmations({
      name: 'My name is Maya Lopez',
      dream_sentence: 'I want to live slowly by the sea',
      core_values: 'Freedom, kindness and curiosity',
      dream_location: 'a quiet hillside in Portugal',
      perfect_day: 'we wake up early we swim in the lake my husband makes coffee',
      fulfillment: 'Designing homes that heal',
      financial_reality: 'enough',
      legacy: 'An art school for every village',
    });
    expect(lines).toHaveLength(8);
    expect(new Set(lines.map((line) => line.toLowerCase())).size).toBe(8);
    for (const line of lines) expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(16);
    // "Enough" says least: a clause of the run-on answer takes its line.
    expect(lines.filter((line) => /\benough\b/i.test(line))).toEqual([]);
    expect(
      lines.filter((line) => /we wake up early|we swim in the lake|my husband makes coffee/i.test(line)),
    ).toHaveLength(2);
    // The lines that say more keep their place.
    expect(lines[1]).toBe('I am becoming someone who lives slowly by the sea.');
    expect(lines[7]).toBe('Step by step, I am building an art school for every village.');
  });

  it('gives a run-on answer’s line its strongest clause', () => {
    const [, dream] = offlineAffirmations({
      dream_sentence: 'it is nice we live in a stone house by the sea',
    });
    expect(dream).toMatch(/we live in a stone house by the sea/i);
  });

  it('fills each blank answer with the default of the same place', () => {
    const lines = offlineAffirmations({ name: 'Maya', legacy: '   ' });
    expect(lines[0]).toContain('Maya');
    expect(lines.slice(1)).toEqual(defaultAffirmations.slice(1));
  });

  it('leave an answer in another language out of their English frames, and say its English half', () => {
    const lines = offlineAffirmations({
      dream_sentence: 'Vivo en Sevilla con mi familia',
      core_values: 'Familia, alegría and respect',
      perfect_day: 'Me despierto con el sol y tomo café — coffee in Plaza de España and teaching guitar',
    });
    expect(lines).toHaveLength(8);
    for (const line of lines) expect(line).not.toMatch(/vivo en|con mi|despierto|tomo café/i);
    expect(lines.join(' ')).toMatch(/coffee in Plaza de España/);
    const manifesto = offlineManifesto({
      dream_sentence: 'Vivo en Sevilla con mi familia',
      fulfillment: 'I teach flamenco guitar to children',
    });
    expect(manifesto).not.toMatch(/vivo en/i);
    expect(manifesto).toMatch(/I teach flamenco guitar to children/);
  });

  it('are always exactly 8 non-empty single lines, for any answers (emoji, other scripts, 2,000 characters)', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const lines = offlineAffirmations(answers);
        expect(lines).toHaveLength(8);
        for (const line of lines) {
          expect(line.trim()).toBe(line);
          expect(line.length).toBeGreaterThan(0);
          expect(line).not.toMatch(/\n/);
          expect(line.length).toBeLessThanOrEqual(300);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('offline manifesto', () => {
  it('weaves every answered section into a first-person text', () => {
    const manifesto = offlineManifesto({
      name: 'Maya',
      dream_location: 'Lisbon',
      body_feel: 'light and strong',
      fulfillment: 'I want to teach',
      key_people: 'my sister and my friends',
      travel: 'Japan in spring',
      dream_feel: 'grateful',
      legacy: 'a school',
      colors: 'gold',
    });
    expect(manifesto).toMatch(/^I am Maya\./);
    for (const fragment of [
      'Lisbon',
      'light and strong',
      'I teach',
      'my sister',
      'Japan in spring',
      'grateful',
      'a school',
      'gold',
    ]) {
      expect(manifesto).toContain(fragment);
    }
    expect(manifesto).toContain('I am already walking into it');
  });

  it('says every clause of an answer typed without punctuation, not only the first', () => {
    const manifesto = offlineManifesto({
      name: 'lena',
      dream_sentence: 'i love surfing my kids are happy we live by the sea',
      financial_reality: 'we have enough we never worry about money',
    });
    expect(manifesto).toContain('I am Lena. I love surfing. My kids are happy. We live by the sea.');
    expect(manifesto).toContain('We have enough. We never worry about money.');
  });

  it('drops the capital typed at the start of a descriptive answer, not of a place', () => {
    const manifesto = offlineManifesto({
      body_look: 'Tanned, strong and flexible.',
      dream_feel: 'Joyful, free and peaceful.',
      colors: 'Turquoise, white and gold.',
      music: 'NPR jazz in the morning',
      travel: 'Japan, Portugal and the Greek islands.',
      dream_location: 'New York, in a loft',
    });
    expect(manifesto).toContain('n the mirror I see someone tanned, strong and flexible.');
    expect(manifesto).toContain('Most of the time I feel joyful, free and peaceful.');
    expect(manifesto).toContain('the colours are turquoise, white and gold.');
    expect(manifesto).toContain('NPR jazz in the morning');
    expect(manifesto).toContain('Japan, Portugal and the Greek islands');
    expect(manifesto).toContain('New York, in a loft');
  });

  it('says what the work does for people in a sentence that reads', () => {
    const manifesto = offlineManifesto({
      work_impact: 'People rediscover the night sky.',
      workday: 'Four deep hours of writing.',
      home_details: 'Polished concrete floors and a reading nook.',
    });
    expect(manifesto).toContain('Because of my work, people rediscover the night sky.');
    expect(manifesto).toContain('A typical workday means four deep hours of writing.');
    expect(manifesto).toContain('Inside, I find polished concrete floors and a reading nook.');
  });

  it('never crashes and is never empty', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(offlineManifesto(answers).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('answers fitted into sentences (the examples that read badly before)', () => {
  it('keeps the family when rephrasing, and again when rephrasing the result', () => {
    const once = rephraseOffline('I want to live with my family', 'professional', 'brief');
    expect(once).toContain('with my family');
    const twice = rephraseOffline(once, 'professional', 'brief');
    expect(twice).toBe(once);
    expect(twice).not.toMatch(/\s[a-z]+\s(?:Through|By)\b/);
  });

  it('fits lists, descriptions and doubled words into the manifesto without a capital or a repeat', () => {
    const manifesto = offlineManifesto({
      remembered: 'As as someone who cared',
      legacy: 'Healthier oceans',
      adventures: 'Slow island hopping',
      home_details: 'Rough timber beams',
      body_feel: 'Solid and tireless',
    });
    expect(manifesto).toContain('remember me as someone who cared.');
    expect(manifesto).toContain('healthier oceans');
    expect(manifesto).toContain('Adventure means slow island hopping.');
    expect(manifesto).toContain('Inside, I find rough timber beams.');
    expect(manifesto).toContain('it feels solid and tireless.');
  });

  it('says a list of qualities as qualities, never as a thing one is given or moves closer to', () => {
    const vermont = referenceAnswers.vermontCottage;
    const manifesto = offlineManifesto(vermont);
    expect(manifesto).toContain('Financially, I am comfortable and free of debt.');
    expect(manifesto).toContain('The moment I walk in, home feels warm, quiet and welcoming.');
    expect(manifesto).not.toMatch(/give me comfortable|I feel warm, quiet and welcoming/);
    expect(offlineWoopDraft(vermont, 'home').outcome).toBe('Coming home feels warm, quiet and welcoming.');
    const affirmations = offlineAffirmations(vermont);
    expect(affirmations).toContain('With each choice, I am becoming comfortable and free of debt.');
    expect(affirmations.join(' ')).not.toMatch(/closer to comfortable/);
    // "Enough, and free": a sum to have and a state to be in.
    expect(offlineAffirmations(referenceAnswers.rainforestTreehouse)).toContain(
      'With calm, careful choices, I move closer to having enough and being free.',
    );
    // "Enough, and no debt": a sum to have, not something finances give or one moves closer to.
    expect(offlineManifesto(referenceAnswers.amsterdamHouseboat)).toContain(
      'Financially, I have enough and no debt.',
    );
    expect(offlineAffirmations(referenceAnswers.amsterdamHouseboat)).toContain(
      'With calm, careful choices, I move closer to having enough and no debt.',
    );
    // A quality typed in another language is said as a quality, as typed.
    const spanish = { financial_reality: 'Tranquilo: my pension and the lessons are enough' };
    expect(offlineManifesto(spanish)).toContain(
      'Financially, I am tranquilo: my pension and the lessons are enough.',
    );
    expect(offlineAffirmations(spanish).join(' ')).not.toMatch(/closer to tranquilo/);
    // The same qualities of a body, not things in the mirror.
    expect(offlineManifesto({ body_look: 'Soft, strong and glowing' })).toContain(
      'In the mirror I see someone soft, strong and glowing.',
    );
  });

  it('says what stands outside as outside, never all of a home’s details as found inside', () => {
    expect(offlineManifesto(referenceAnswers.vermontCottage)).toContain(
      'Inside, I find a wood stove; outside, a porch swing, a vegetable garden and fall leaves on the path.',
    );
    expect(offlineManifesto(referenceAnswers.mediterraneanVilla)).toContain(
      'Outside, I find an infinity pool at the cliff edge, olive trees, lavender and a stair down to the water.',
    );
    expect(offlineManifesto(referenceAnswers.cityPenthouse)).toContain(
      'Inside, I find a home gym and a grand piano; outside, a rooftop terrace with a pool.',
    );
    // An "and" inside an item keeps the item whole.
    expect(offlineManifesto({ home_details: 'A fireplace, a garden of roses and lilies' })).toContain(
      'Inside, I find a fireplace; outside, a garden of roses and lilies.',
    );
  });
});

describe('"I don\'t believe this yet"', () => {
  it.each([
    [
      'With each choice, I am becoming debt-free.',
      'Each careful choice with money counts, and I am slowly becoming debt-free.',
    ],
    ['Today I choose to swim at sunrise.', 'Today I am willing to try to swim at sunrise, even a little.'],
    ['I am calm and strong.', 'I am open to becoming calm and strong, one small step at a time.'],
    [
      'I am Maya, and I let freedom lead the way today.',
      'I am learning to let freedom lead the way, one day at a time.',
    ],
  ])('%s → %s', (line, gentler) => {
    expect(gentlerAffirmation(line)).toBe(gentler);
  });

  it('gives a gentler line for every default and every written line, never the same line again', () => {
    const lines = [
      ...defaultAffirmations,
      ...offlineAffirmations({ legacy: 'a school', perfect_day: 'Swim' }),
    ];
    for (const line of lines) {
      const gentler = gentlerAffirmation(line);
      expect(gentler).not.toBe(line);
      expect(gentler).toMatch(/^[A-Z].*[.!?]$/);
      expect(gentlerAffirmation(gentler)).not.toBe(gentler);
    }
  });
});
