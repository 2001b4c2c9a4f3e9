import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAffirmations } from '#shared/ai';
import { type Answers, questionKeys } from '#shared/questionnaire';
import { presentTense } from '../language/present-tense';
import { referenceAnswers } from '../testing/reference-answers';
import { gentlerAffirmation, offlineAffirmations } from './affirmations';
import { offlineManifesto } from './manifesto';
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
    expect(manifesto).toContain('I live it a little more each day');
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
    // The 300-word manifesto may leave the money paragraph out (decision 0109); when it says it,
    // it says the qualities as qualities.
    if (/comfortable/.test(manifesto))
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
