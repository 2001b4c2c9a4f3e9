import { describe, expect, it } from 'vitest';
import { capWords, kindOf, midSentence, sentencesOf, tidy, toThirdPerson, withArticle } from './grammar';

describe('toThirdPerson', () => {
  it.each([
    // Every verb of a coordinated phrase agrees, not only the first.
    [
      'live in a wooden chalet in the snowy Alps and ski every morning',
      'lives in a wooden chalet in the snowy Alps and skis every morning',
    ],
    [
      'live in a glass penthouse in Tokyo and design games',
      'lives in a glass penthouse in Tokyo and designs games',
    ],
    ['grow vegetables, bake bread and keep bees', 'grows vegetables, bakes bread and keeps bees'],
    ['am a mountain guide and teach people to ski', 'is a mountain guide and teaches people to ski'],
    // Nouns after "and" stay nouns.
    ['live by the sea with my kids and dog', 'lives by the sea with my kids and dog'],
    ['live among vineyards and olive trees', 'lives among vineyards and olive trees'],
  ])('%j → %j', (action, expected) => {
    expect(toThirdPerson(action)).toBe(expected);
  });
});

describe('kindOf', () => {
  it.each([
    // A noun and what it is doing is a picture, not an order ("I snow falling…").
    ['Snow falling past the lit windows at night', 'thing'],
    ['Ski touring with friends', 'thing'],
    ['Go running every morning', 'action'],
    // A list of lone words is things unless every one is a verb ("land" is one, "tractor" is not).
    ['House, land, tractor, car, tools', 'thing'],
    ['Swim, read, paint', 'action'],
    // A thing and a clause about it is not a sentence.
    ['Books children still read in fifty years', 'thing'],
    ['A cooking school my grandchildren will run', 'thing'],
    ['Young game makers and travel', 'thing'],
    ['My stories help people feel less alone', 'sentence'],
    // An article and a noun make a thing, even when an adjective follows ("high in the Alps").
    ['A log cabin high in the Alps', 'thing'],
    ['Games that make people kinder', 'thing'],
    ['Fit from cycling everywhere', 'description'],
    // A clause with its own subject and verb is a sentence, never a quality or a thing that a
    // frame could put after "I am…" or "I’ve got…".
    ["Life's good", 'sentence'],
    ['Life’s good and simple', 'sentence'],
    ['The house smells of salt and jasmine', 'sentence'],
    ['My whole body feels light and strong', 'sentence'],
    ['Light, airy and peaceful', 'description'],
    ['A house that smells of salt and jasmine', 'thing'],
    // Qualities the tagger reads alone as a verb ("free of debt", "welcoming", "glowing") are
    // qualities in their list (decision 0099); a noun and what it does stays a picture.
    ['Comfortable and free of debt', 'description'],
    ['Warm, quiet and welcoming', 'description'],
    ['Soft, strong and glowing', 'description'],
    ['energetic and rested even after late nights', 'description'],
    ['Morning light on the water', 'thing'],
    // A quality in another language is a quality too: never "I move closer to tranquilo".
    ['Tranquilo', 'description'],
    ['Tranquilo: my pension and the lessons are enough', 'description'],
    ['Maple leaves falling gold and red around my red cottage', 'thing'],
  ])('%j is a %s', (clause, kind) => {
    expect(kindOf(clause)).toBe(kind);
  });
});

describe('case', () => {
  it('lowers a colour or material the lexicon lists as a first name, and keeps real names', () => {
    expect(midSentence('Snow white, warm wood and red')).toBe('snow white, warm wood and red');
    expect(midSentence('Clay, travel and a pottery class')).toBe('clay, travel and a pottery class');
    expect(midSentence('Emerald green, red and gold')).toBe('emerald green, red and gold');
    expect(midSentence('Japan, Portugal and the Greek islands')).toBe(
      'Japan, Portugal and the Greek islands',
    );
    expect(midSentence('French chanson')).toBe('French chanson');
  });

  it('gives places and peoples typed in lower case their capital', () => {
    expect(tidy('french chanson and italian songs in paris')).toBe(
      'French chanson and Italian songs in Paris',
    );
  });
});

describe('capWords', () => {
  it.each([
    ['I live in a white villa on a cliff above the Mediterranean', 50, 'I live in a white villa on a cliff'],
    ['I paint and sell my art in galleries around the world', 48, 'I paint and sell my art in galleries'],
  ])('never leaves a dangling little word: %j', (text, max, expected) => {
    expect(capWords(text, max)).toBe(expected);
  });
});

describe('sentencesOf', () => {
  it('splits an answer typed without punctuation where a new subject starts a clause', () => {
    expect(sentencesOf('i love surfing my kids are happy we live by the sea')).toEqual([
      'I love surfing.',
      'My kids are happy.',
      'We live by the sea',
    ]);
    expect(sentencesOf('we wake up early we swim in the lake')).toEqual([
      'We wake up early.',
      'We swim in the lake',
    ]);
    // A new clause right after an object noun phrase: the verb has its own object, so the
    // clause is not one about the lake.
    expect(sentencesOf('we wake up early we swim in the lake my husband makes coffee')).toEqual([
      'We wake up early.',
      'We swim in the lake.',
      'My husband makes coffee',
    ]);
    expect(sentencesOf('we live in a small house my kids grow tomatoes')).toEqual([
      'We live in a small house.',
      'My kids grow tomatoes',
    ]);
    expect(sentencesOf('we have enough we never worry about money')).toEqual([
      'We have enough.',
      'We never worry about money',
    ]);
    // A verb that takes no object, with a place of its own: the clause is not about the house.
    expect(sentencesOf('we live in a small house our dog sleeps by the fire')).toEqual([
      'We live in a small house.',
      'Our dog sleeps by the fire',
    ]);
    expect(sentencesOf('we bought an old farmhouse our kids play in the orchard all day')).toEqual([
      'We bought an old farmhouse.',
      'Our kids play in the orchard all day',
    ]);
    // "the kids", "the children": a plural noun after "the" is a subject of its own too.
    expect(sentencesOf('we live in a big old house the kids play in the garden all day')).toEqual([
      'We live in a big old house.',
      'The kids play in the garden all day',
    ]);
    expect(sentencesOf('we live by the sea the children swim in the bay')).toEqual([
      'We live by the sea.',
      'The children swim in the bay',
    ]);
    // Qualities alone are no sentence: the clause after them stays with them.
    expect(sentencesOf('calm and bright my kids run around barefoot')).toEqual([
      'Calm and bright; my kids run around barefoot',
    ]);
  });

  it.each([
    'I love the way my kids laugh every day',
    'I think we should move to the sea',
    'I feel my body is strong and light',
    'I want a house where we can all be together',
    'the house I live in is big and bright',
    // A clause about the noun before it, without "that".
    'people eat from bowls I made with my hands',
    'I leave a bakery my children can run',
    'the crowd singing back a song I wrote',
    'I cook the meals my grandmother taught me',
    'I live in the house my father built',
    'we live in a small house my father built',
    'we found a quiet garden the kids play in every day',
    'we live in the cabin our dog sleeps in',
    'the garden the kids play in every day is green',
    'we watch the kids play in the garden',
    'I love the way the kids laugh at dinner',
  ])('keeps a clause that belongs to the sentence: %j', (text) => {
    expect(sentencesOf(text)).toHaveLength(1);
  });
});

describe('withArticle', () => {
  it.each([
    // A foreign quality the tagger does not know takes no English article.
    ['tranquilo', 'tranquilo'],
    ['ruhig', 'ruhig'],
    // A colour is named bare: "painted in snow white".
    ['snow white', 'snow white'],
    ['dusty rose', 'dusty rose'],
    ['coral pink', 'coral pink'],
    // Things keep theirs, known to the tagger or not.
    ['villa', 'a villa'],
    ['patio', 'a patio'],
    ['rose', 'a rose'],
    ['white villa', 'a white villa'],
    ['avocado', 'an avocado'],
  ])('%j → %j', (thing, expected) => {
    expect(withArticle(thing)).toBe(expected);
  });
});
