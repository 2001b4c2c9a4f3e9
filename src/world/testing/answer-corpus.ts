import type { Answers, QuestionKey } from '#shared/questionnaire';
import { questionKeys } from '#shared/questionnaire';
import { createRandom, type Random } from '../spec/random';
import { referenceAnswers } from './reference-answers';
import { variedAnswers } from './varied-answers';

/**
 * A corpus of varied answer sets for the writer's tests: the reference lives and hand-written
 * sets, plus sets built deterministically from building blocks (one seed, so a failure names a
 * set that can be rebuilt) in every way people type: long, short, one word, lists, typos, all
 * lower case, ALL UPPER CASE, emoji, and place names in other languages.
 */

/** A few answers per question, each a different kind of phrase: sentence, wish, list, fragment. */
const blocks: Record<QuestionKey, readonly string[]> = {
  name: ['Maya', 'I am Jonas: calm and curious', 'My name is Aiyana Whitehorse', 'Léa', 'call me Sam'],
  dream_sentence: [
    'I want to live by the sea with my family',
    'A slow life in the countryside, growing my own food',
    'Living in Kraków, teaching music and raising my kids',
    'I would love to run a small bakery in Lyon',
    'Peace, freedom and time for the people I love',
    'I hope to become a doctor who helps children',
  ],
  core_values: [
    'Freedom, kindness and curiosity',
    'honesty',
    'Family / health / courage',
    'Love & growth',
    'Respect',
  ],
  dream_location: [
    'A quiet hillside in Portugal',
    'Reykjavík, near the harbour',
    'by the lake in Zürich',
    'I live in a small flat in São Paulo',
    'a cabin in the woods of Møn',
    'Île de Ré, close to the beach',
  ],
  home_look: [
    'A white villa with blue shutters',
    'Rough timber beams and a stone chimney',
    'modern, bright and open',
    'An old farmhouse with a red door',
    'I want a glass house on a cliff',
  ],
  home_details: [
    'A big kitchen, a reading nook and a fireplace',
    'Warm oak floors',
    'plants everywhere, a piano in the living room',
    'There is a library with a ladder',
  ],
  home_feelings: ['Safe, calm and at ease', 'I feel at peace', 'Solid and tireless', 'like a warm hug'],
  body_look: ['Strong and lean', 'Healthy, with a relaxed smile', 'I look fit and rested', 'toned'],
  body_feel: ['Energetic and free of pain', 'light', 'I feel strong every day', 'Solid and tireless'],
  health_habits: [
    'Morning swims, yoga and fresh food',
    'I run three times a week',
    'Sleeping eight hours and walking everywhere',
    'meditation',
  ],
  perfect_day: [
    'Swim at sunrise, write until lunch, dinner with friends',
    'I wake up slowly, drink coffee on the terrace and paint',
    'Walking the dog, working in the garden, reading at night',
    'A long breakfast with my kids',
  ],
  habits_rituals: ['Journaling with my first coffee', 'a sunset walk', 'I read before bed', 'Yoga at dawn'],
  weekends: [
    'Sailing with friends',
    'hiking in the Alps',
    'Markets, long lunches and naps',
    'I visit my parents',
  ],
  fulfillment: [
    'Designing homes that heal',
    'I want to teach kids to code',
    'Writing books',
    'helping people find work they love',
    'Nursing',
  ],
  workday: [
    'Four focused hours in my studio',
    'I work from home until two',
    'Meetings in the morning, building in the afternoon',
  ],
  work_impact: [
    'My students find their voice',
    'Thousands of families live in better homes',
    'Healthier oceans',
    'people feel less alone',
  ],
  key_people: [
    'My partner, my two children and my sister',
    'my kids',
    'My mum and my best friend Ana',
    'Family',
  ],
  romantic_relationship: ['Playful and deeply trusting', 'We grow together', 'a true partnership', 'Tender'],
  social_circle: ['Creative, generous people', 'A few close friends', 'neighbours who help each other'],
  adventures: ['Slow island hopping', 'Diving in coral reefs and hiking in Patagonia', 'learning to fly'],
  travel: [
    'Japan in spring',
    'Kyoto, Oaxaca and Tbilisi',
    'by train through Europe',
    'Nowhere far, I love home',
  ],
  recurring_moment: [
    'Dinner on the terrace with everyone I love',
    'The first coffee as the sun comes up',
    'Laughing with my kids',
  ],
  financial_reality: [
    'I will be debt-free',
    'Abundant and calm',
    'Enough to never worry',
    'Debt free, with savings',
  ],
  assets: ['My home, a small sailing boat', 'A vintage car', 'books', 'a little house and a garden'],
  money_use: ['Travel and supporting local artists', 'To help my family', 'Giving to animal shelters'],
  dream_feel: ['Peaceful and grateful', 'Excited', 'calm', 'Free, light and joyful'],
  state_of_mind: ['Calm and curious', 'I trust myself', 'patient'],
  morning_thoughts: ['Today is going to be a good day', 'What a gift', 'Let’s go!', 'coffee first'],
  legacy: [
    'Healthier oceans',
    'A foundation that gives every child access to art',
    'kind kids',
    'Planting forests',
  ],
  remembered: [
    'As someone who was kind',
    'as as someone who always made time',
    'Brave and generous',
    'a good friend',
  ],
  big_contribution: ['Clean water for villages', 'Helping a million people feel at home', 'music that heals'],
  colors: ['Sea blue, warm sand, soft gold', 'green', 'Terracotta and olive', 'black and white'],
  music: ['Gentle jazz piano', 'waves', 'Old bossa nova records', 'Radiohead'],
  objects: ['My grandmother’s ring', 'A telescope, shelves full of books', 'my guitar'],
  first_moment: ['Morning light on the water', 'The sea through my bedroom window', 'my kids running to me'],
};

const emoji = [' 🌊', ' ✨', ' 🏡', ' ❤️', ' 🙏'];
const typos: [RegExp, string][] = [
  [/\bthe\b/, 'teh'],
  [/\bbeautiful\b/, 'beutiful'],
  [/\bfriends\b/, 'freinds'],
  [/\bwith\b/, 'wiht'],
  [/\band\b/, 'adn'],
];

type Shape = 'as-is' | 'lower' | 'upper' | 'emoji' | 'typos' | 'one-word' | 'long' | 'list' | 'blank';
const shapes: readonly Shape[] = [
  'as-is',
  'lower',
  'upper',
  'emoji',
  'typos',
  'one-word',
  'long',
  'list',
  'blank',
];

function shaped(key: QuestionKey, random: Random, shape: Shape): string {
  const options = blocks[key];
  const one = random.pick(options);
  switch (shape) {
    case 'as-is':
      return one;
    case 'lower':
      return one.toLowerCase();
    case 'upper':
      return one.toUpperCase();
    case 'emoji':
      return `${one}${random.pick(emoji)}`;
    case 'typos':
      return typos.reduce((text, [pattern, typo]) => text.replace(pattern, typo), one);
    case 'one-word':
      return (one.split(/[\s,]+/).find((word) => word.length > 3) ?? one).replace(/[.,]$/, '');
    case 'long':
      return [one, random.pick(options), random.pick(options)].map((text) => `${text}.`).join(' ');
    case 'list':
      return options.slice(0, 3).join(', ');
    case 'blank':
      return '';
  }
}

/** Hand-written sets for what the blocks cannot make: a whole life in one case or one mood. */
const handWritten: Answers[] = [
  // Typed without punctuation: each clause must come out as a sentence of its own.
  {
    name: 'lena',
    dream_sentence: 'i love surfing my kids are happy we live by the sea',
    perfect_day: 'we wake up early we swim in the lake my husband makes coffee',
    home_feelings: 'calm and bright my kids run around barefoot',
    colors: 'snow white and coral pink',
    financial_reality: 'we have enough we never worry about money',
  },
  // A clause in the name field is no name; the run-on clauses fill the blank affirmation lines.
  {
    name: "Life's good",
    dream_sentence: 'we live in a small house my kids grow tomatoes',
    perfect_day: 'we wake up early we swim in the lake my husband makes coffee',
  },
  // A foreign quality and compound colours: no "a tranquilo", no "painted in a snow white".
  {
    name: 'Mateo',
    dream_sentence: 'Vivir tranquilo by the sea with my family',
    financial_reality: 'Tranquilo',
    home_feelings: 'Ruhig',
    colors: 'Dusty rose, olive green and sky blue',
    legacy: 'Contento',
  },
  // A clause with its own subject, a dream about my own things, a truck and a drive: no "I am
  // life is good", no "I’ve got the house smells…", no "someone who opens my…", no second car.
  {
    name: 'Rosa',
    dream_sentence: 'One day I want to open my own bakery and live above it with my husband.',
    home_feelings: 'The house smells of salt and jasmine',
    dream_feel: "Life's good and simple",
    body_feel: "Life's good",
    objects: 'An old red pickup truck',
    adventures: 'Road trips along the coast',
  },
  // The same clauses where the rephrase and the manifesto's day take them.
  { dream_sentence: "Life's good and simple", perfect_day: 'The house smells of salt and jasmine' },
  {
    name: 'ZOË',
    dream_sentence: 'I WANT TO LIVE IN BARCELONA AND OPEN A SURF SCHOOL',
    core_values: 'FREEDOM, FUN',
    dream_location: 'BARCELONA',
    perfect_day: 'SURF, SIESTA, TAPAS',
    fulfillment: 'TEACHING KIDS TO SURF',
    financial_reality: 'I WILL HAVE ENOUGH',
    legacy: 'A SURF SCHOOL FOR EVERYONE',
  },
  {
    name: 'tom',
    dream_sentence: 'i want to be happy',
    core_values: 'love',
    dream_location: 'anywhere with my wife',
    perfect_day: 'sleep in, pancakes, football',
    fulfillment: 'fixing old motorbikes',
    financial_reality: 'no debt',
    legacy: 'my kids',
    key_people: 'my kids',
    travel: 'new zealand',
  },
  {
    name: '🌞',
    dream_sentence: '🌊🏡✨',
    core_values: '❤️',
    dream_location: '🏝️',
    legacy: '🌍',
  },
  {
    name: 'Ana',
    dream_sentence: 'Someday I will live in Tbilisi and I will paint every day and I will be free',
    core_values: 'Art; patience; joy',
    dream_location: 'Tbilisi, Georgia',
    perfect_day:
      'I wake at six, I walk to the river, I paint until noon, I eat with friends, I read, I sleep early, and every day is like this and I love it',
    fulfillment: 'Painting murals for schools',
    financial_reality: 'My paintings sell well',
    legacy: 'Murals in every school of my city',
  },
  { dream_sentence: 'Peace' },
  { legacy: 'remembered as as someone who cared' },
  { travel: 'Slow island hopping', body_feel: 'Solid and tireless', home_look: 'Rough timber beams' },
  { dream_sentence: 'I want to live by the sea with my family' },
];

/** At least `count` varied answer sets: references, hand-written sets, then generated ones. */
export function answerCorpus(count = 220): Answers[] {
  const sets: Answers[] = [
    ...Object.values(referenceAnswers),
    ...Object.values(variedAnswers),
    ...handWritten,
  ];
  const random = createRandom(17);
  for (let index = sets.length; index < count; index++) {
    // Each set leans on one shape (so all-upper or all-emoji sets exist) and mixes in others.
    const lean = shapes[index % shapes.length] ?? 'as-is';
    const answers: Answers = {};
    for (const key of questionKeys) {
      const shape = random.chance(0.6) ? lean : random.pick(shapes);
      const answer = shaped(key, random, shape);
      if (answer) answers[key] = answer;
    }
    sets.push(answers);
  }
  return sets;
}
