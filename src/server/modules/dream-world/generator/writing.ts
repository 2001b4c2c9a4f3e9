import type { Answers } from '../../../../shared/questionnaire';
import type { Biome, HomeStyle, Material, WorldCategory, WorldSpec } from '../../../../shared/worldSpec';
import { nameFrom } from '../../ai/providers/offline/answers-text';
import { presentTense } from '../../ai/providers/offline/present-tense';
import { mainLexicon } from './lexicon';
import type { PropChoice } from './props';
import { type Scan, topValue } from './scan-answers';
import { firstClause, fitText, hasWords, lowerFirst, titleCase, toSecondPerson, upperFirst } from './text';

/**
 * Every sentence the world says about itself, written from the answers in warm, present-tense
 * second person ("Your whitewashed villa…"), with a default for anything the answers leave out.
 */

/** "I am Maya: calm…" → "Maya"; "My name is Liam" → "Liam"; '' when there is no readable name. */
export function firstNameOf(answers: Answers): string {
  const [first = ''] = nameFrom(answers).split(' ');
  const word = /^\p{L}[\p{L}\p{M}'’-]*/u.exec(first)?.[0] ?? '';
  return word.length > 30 ? '' : upperFirst(word);
}

export function worldTitle(name: string): string {
  return name ? `${name}'s Dream World` : 'Your Dream World';
}

const styleNames: Record<HomeStyle, string> = {
  villa: 'villa',
  cabin: 'cabin',
  'modern-glass': 'modern glass house',
  penthouse: 'penthouse',
  cottage: 'cottage',
  farmhouse: 'farmhouse',
  mansion: 'mansion',
};
const materialWords: Record<Material, string> = {
  wood: 'wooden',
  stone: 'stone',
  glass: 'glass',
  concrete: 'concrete',
  'white-stucco': 'whitewashed',
  brick: 'brick',
  marble: 'marble',
  steel: 'steel',
};
const roofWords: Record<WorldSpec['home']['roof'], string> = {
  gable: 'a pitched roof',
  flat: 'a flat roof',
  hip: 'a hipped roof',
  terracotta: 'a terracotta roof',
  shed: 'a sloping roof',
};

/** "whitewashed villa", "wooden cabin", "modern glass house" (no material twice). */
function homeNoun(home: Omit<WorldSpec['home'], 'windowsLit' | 'label'>): string {
  const material = materialWords[home.walls];
  const name = styleNames[home.style];
  if (home.style === 'penthouse' || name.includes(material)) return name;
  return `${material} ${name}`;
}

export function homeLabel(home: Omit<WorldSpec['home'], 'windowsLit' | 'label'>): string {
  const size =
    home.size === 'grand' && home.style !== 'mansion' ? 'grand ' : home.size === 'cozy' ? 'cosy ' : '';
  if (home.style === 'penthouse') {
    const extras = [home.pool ? 'a rooftop pool' : '', home.garden ? 'a roof garden' : ''].filter(Boolean);
    return `A ${size}penthouse atop a ${home.floors}-storey tower${extras.length ? ` with ${joinAnd(extras)}` : ''}`;
  }
  const extras = [roofWords[home.roof], home.pool ? 'a pool' : '', home.garden ? 'a garden' : ''].filter(
    Boolean,
  );
  const noun = `${size}${homeNoun(home)}`;
  return upperFirst(`${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} with ${joinAnd(extras)}`);
}

export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Adds whole sentences while they fit; a first sentence that is too long is cut at a word. */
export function joinWithin(sentences: readonly string[], max: number): string {
  let text = '';
  for (const sentence of sentences.filter(Boolean)) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length <= max) text = next;
    else if (!text) return fitText(sentence, max);
  }
  return text;
}

const startsWithSelf = /^(?:I|I'm|I’m|We|My|Our)\b/;

/** A word the lexicon knows other than as a place ("calm", "morning") is no name: lower-case it. */
const placeGroups = new Set(['biome', 'water']);
const isCommonWord = (key: string) =>
  mainLexicon.senses.get(key)?.some((sense) => !placeGroups.has(sense.group)) ?? false;
const startsWithArticle = /^(?:a|an|the)\s/i;

/**
 * The first clause of an answer as one sentence in second person: kept as a sentence when it is
 * about me ("I paint…" → "You paint…"), otherwise placed in `wrap` ("Your adventures: …").
 */
function yourSentence(text: string, wrap: (fragment: string) => string, max = 240): string {
  const clause = firstClause(text);
  if (!hasWords(clause)) return '';
  const present = presentTense(clause, { fragments: false });
  const sentence = startsWithSelf.test(present)
    ? upperFirst(toSecondPerson(present))
    : upperFirst(wrap(toSecondPerson(lowerFirst(present, isCommonWord))));
  return `${fitText(sentence, max - 1).replace(/[.!?…]$/u, '')}.`;
}

/** "A white villa on the beach" → "Your white villa on the beach"; else `wrap`. */
function yourThing(text: string, wrap: (fragment: string) => string): string {
  const clause = firstClause(text);
  if (startsWithArticle.test(clause) && !/^the\s/i.test(clause)) {
    return yourSentence(clause.replace(startsWithArticle, 'My '), wrap);
  }
  return yourSentence(clause, wrap);
}

const places: Record<Biome, { title: string; prose: string }> = {
  beach: { title: 'by the Sea', prose: 'on a sunny beach' },
  island: { title: 'on the Island', prose: 'on a green island' },
  mountains: { title: 'in the Mountains', prose: 'high in the mountains' },
  forest: { title: 'in the Forest', prose: 'deep in a quiet forest' },
  lake: { title: 'by the Lake', prose: 'beside a calm lake' },
  countryside: { title: 'in the Countryside', prose: 'in rolling countryside' },
  desert: { title: 'in the Desert', prose: 'in the open desert' },
  snow: { title: 'in the Snow', prose: 'in a snowy landscape' },
  city: { title: 'Above the City', prose: 'above the city' },
};

const roads: Record<Biome, string> = {
  beach: 'the coast road',
  island: 'the island’s winding roads',
  mountains: 'the mountain pass',
  forest: 'the forest roads',
  lake: 'the lakeside road',
  countryside: 'the country lanes',
  desert: 'the open desert road',
  snow: 'the snowy roads',
  city: 'the city',
};

const careerTitles: Record<string, string> = {
  art: 'Your Light-Filled Studio',
  writing: 'Your Writing Desk',
  company: 'Leading Your Company',
  music: 'Your Music Studio',
  design: 'Your Design Studio',
  care: 'Helping People Thrive',
  teaching: 'Teaching What You Love',
  food: 'Your Kitchen, Your Craft',
  tech: 'Building What Matters',
  nature: 'Working With Nature',
  film: 'Your Creative Studio',
};

/** "Japan, Portugal and the Greek islands" → ["Japan", "Portugal", "the Greek islands"]. */
function listItems(text: string): string[] {
  return firstClause(text)
    .split(/,|;|\band\b|&|\bor\b/i)
    .map((item) => item.trim())
    .filter((item) => hasWords(item));
}

function travelTitle(text: string): string {
  // Places are short and capitalised ("Japan", "New Zealand"); anything else gets the default.
  const places = listItems(text).filter((item) => /^\p{Lu}/u.test(item) && item.split(' ').length <= 3);
  if (places.length === 0 || places.length < listItems(text).length - 1) return '';
  if (places.length === 1) return fitText(`Journeys to ${places[0]}`, 60);
  const title = `Journeys to ${places[0]}, ${places[1]} and Beyond`;
  return title.length <= 60 ? title : fitText(`Journeys to ${places[0]} and Beyond`, 60);
}

function healthTitle(text: string): string {
  const items = listItems(text).filter((item) => item.split(' ').length <= 4 && !startsWithSelf.test(item));
  if (items.length === 0) return '';
  const title =
    items.length > 1
      ? `${titleCase(items[0] ?? '')} & ${titleCase(items[1] ?? '')}`
      : titleCase(items[0] ?? '');
  return title.length <= 60 ? title : titleCase(items[0] ?? '').length <= 60 ? titleCase(items[0] ?? '') : '';
}

export interface CategoryText {
  title: string;
  description: string;
}

export function categoryTexts(
  scan: Scan,
  home: WorldSpec['home'],
  biome: Biome,
  choices: readonly PropChoice[],
): Record<WorldCategory, CategoryText> {
  const texts = scan.texts;
  const place = places[biome];
  const noun = home.style === 'penthouse' ? 'penthouse' : homeNoun(home);

  const homeDescription =
    joinWithin(
      [
        yourThing(texts.home_look, (fragment) => `Your home: ${fragment}`),
        yourSentence(texts.home_details, (fragment) => `It has ${fragment}`),
        yourSentence(texts.home_feelings, (fragment) => `Coming home feels ${fragment}`),
      ],
      280,
    ) || `Your ${noun} ${place.prose}, with warm light in the windows and room for everyone you love.`;

  const car = choices.find((choice) => choice.kind === 'car');
  const carLabel = car ? car.label.replace(/^(?:a|an|the)\s+/i, '') : '';
  const career = topValue(scan.scores.career, 1.5);
  const careerDescription =
    joinWithin(
      [
        yourSentence(texts.fulfillment, (fragment) => `Your work: ${fragment}`),
        yourSentence(texts.workday, (fragment) =>
          /^\p{L}+ing\b/u.test(fragment) ? `Most days you are ${fragment}` : `Your days: ${fragment}`,
        ),
        yourSentence(texts.work_impact, (fragment) => `Your work means ${fragment}`),
      ],
      280,
    ) || 'You spend your days on work that matters to you, at your own pace, in a place you love.';

  const travelDescription =
    joinWithin(
      [
        yourSentence(texts.travel, (fragment) =>
          /^\p{L}+ing\b/u.test(fragment) ? `You love ${fragment}` : `Your journeys take you to ${fragment}`,
        ),
        yourSentence(texts.adventures, (fragment) => `Your adventures: ${fragment}`),
      ],
      280,
    ) || 'Your bags are never far from the door: new places, new people and the horizon always calling.';

  const healthDescription =
    joinWithin(
      [
        yourSentence(texts.body_feel, (fragment) => `You feel ${fragment}`),
        yourSentence(texts.health_habits, (fragment) => `${upperFirst(fragment)} keep you that way`),
      ],
      280,
    ) || 'You move every day, sleep deeply and feel at home in a strong, rested body.';

  return {
    home: { title: fitText(titleCase(`Your ${noun} ${place.title}`), 60), description: homeDescription },
    car: car
      ? {
          title: fitText(`Your ${titleCase(carLabel)}`, 60),
          description: fitText(
            `Your ${carLabel} waits in the drive, polished and ready for ${roads[biome]} whenever you are.`,
            280,
          ),
        }
      : {
          title: 'The Open Road',
          description: `A quiet drive winds up to your door, ready for ${roads[biome]} and wherever the day takes you.`,
        },
    career: {
      title: (career && careerTitles[career]) || 'Work That Fulfils You',
      description: careerDescription,
    },
    travel: {
      title: travelTitle(texts.travel) || 'The World Is Yours to Explore',
      description: travelDescription,
    },
    health: {
      title: healthTitle(texts.health_habits) || 'Your Healthiest Self',
      description: healthDescription,
    },
  };
}

const arrivalLines: Record<WorldSpec['sky']['timeOfDay'], string> = {
  dawn: 'Dawn breaks softly over your world',
  morning: 'Morning light spills across your home',
  noon: 'The sun stands high over your home',
  'golden-hour': 'Golden light warms every wall of your home',
  sunset: 'The sun sets in gold and rose over your home',
  dusk: 'Dusk settles, and your windows begin to glow',
  night: 'Your home glows softly in the night',
};

export function arrivalCaption(scan: Scan, timeOfDay: WorldSpec['sky']['timeOfDay'], name: string): string {
  const own = yourSentence(scan.texts.first_moment, (fragment) => upperFirst(fragment), 200);
  if (own) return own;
  return `${arrivalLines[timeOfDay]}. Welcome home${name ? `, ${name}` : ''}.`;
}

const timeProse: Record<WorldSpec['sky']['timeOfDay'], string> = {
  dawn: 'dawn, the sun just rising',
  morning: 'morning',
  noon: 'midday',
  'golden-hour': 'the golden hour before sunset',
  sunset: 'sunset',
  dusk: 'dusk',
  night: 'night',
};
const weatherProse: Record<WorldSpec['weather']['kind'], string> = {
  clear: 'under a clear sky',
  'few-clouds': 'with a few soft clouds',
  cloudy: 'under a soft grey sky',
  mist: 'with mist drifting low',
  'light-rain': 'with a gentle rain falling',
  snowfall: 'with snow gently falling',
};
const waterProse: Record<WorldSpec['terrain']['water'], string> = {
  none: '',
  sea: ', the sea stretching out in front',
  lake: ', a lake shining in front',
  river: ', a river running past',
};
const musicProse: Record<WorldSpec['ambient']['music'], string> = {
  none: 'quiet all around',
  piano: 'soft piano music in the air',
  classical: 'classical music in the air',
  jazz: 'jazz in the air',
  acoustic: 'an acoustic guitar playing',
  electronic: 'electronic beats in the air',
  ambient: 'calm ambient sound all around',
  nature: 'the sounds of nature all around',
  pop: 'your favourite songs playing',
};
const particleProse: Record<WorldSpec['ambient']['particles'], string> = {
  none: '',
  fireflies: ' and fireflies glowing',
  petals: ' and petals drifting by',
  sparkles: ' and light sparkling all around',
  leaves: ' and leaves drifting down',
  snowflakes: ' and snowflakes drifting down',
  dust: ' and warm dust glowing in the light',
};

/** A short tour of the world for screen readers and the no-WebGL fallback. */
export function worldDescription(
  spec: Omit<WorldSpec, 'description' | 'categories' | 'arrival'>,
  choices: readonly PropChoice[],
): string {
  const { home, terrain, sky, weather, ambient, palette } = spec;
  const stands = home.style === 'penthouse' ? 'rises' : 'stands';
  const stars = sky.stars ? ' under a sky full of stars' : ` ${weatherProse[weather.kind]}`;
  const shown = choices.filter((choice) => spec.props.some((prop) => prop.kind === choice.kind));
  return joinWithin(
    [
      `${spec.title}.`,
      `${home.label} ${stands} ${places[terrain.biome].prose}${waterProse[terrain.water]}.`,
      `It is ${timeProse[sky.timeOfDay]},${stars}.`,
      palette.names.length > 0 ? `The colours are ${joinAnd(palette.names)}.` : '',
      shown.length > 0 ? `Around the home: ${joinAnd(shown.map((choice) => choice.phrase))}.` : '',
      `The mood is ${ambient.mood}, with ${musicProse[ambient.music]}${particleProse[ambient.particles]}.`,
    ],
    800,
  );
}
