import {
  type Biome,
  type Setting,
  settingOfBiome,
  type WorldCategory,
  type WorldSpec,
} from '#shared/worldSpec';
import { startsWithCommonWord, tidy, withoutEmoji } from '../language/grammar';
import { joinAnd, joinWithin } from '../language/join-text';
import { firstClause, fitText, hasWords, titleCase } from '../language/text';
import type { PropChoice } from '../spec/props';
import { type Scan, topValue } from '../spec/scan-answers';
import { placeProse, settingPlaces } from './biome-places';
import { feltBy } from './felt-at-home';
import { homeNoun } from './home-label';
import { startsWithSelf, yourSentence } from './your-sentence';

/**
 * The title and description of each of the five vision categories (docs/product.md §2). What the scene shows
 * is said from the spec (the home's label, its setting, the props the category frames), never from
 * the answers, so a text only claims what is drawn (decision 0054). The answers add what no scene
 * can show: how coming home feels, what the work means, how the body feels. Those sentences come
 * from the offline writer, in second person.
 */

/**
 * The roads the car view names, by the setting the scene draws (decisions 0086, 0091): a houseboat's car
 * waits for "the canal-side streets", a farmhouse's for "the vineyard roads", not for roads of the
 * broad landscape. Each names only a road or street, which every scene holds (its drive, quay or
 * track).
 */
const roads: Record<Setting, string> = {
  beach: 'the coast road',
  'cliff-coast': 'the cliff-top road',
  island: 'the island’s winding roads',
  lakeside: 'the lakeside road',
  'canal-city': 'the canal-side streets',
  city: 'the city streets',
  desert: 'the open desert road',
  canyon: 'the canyon road',
  'snowy-mountains': 'the snowy mountain passes',
  'alpine-meadow': 'the mountain passes',
  rainforest: 'the rainforest roads',
  'pine-forest': 'the forest roads',
  countryside: 'the country lanes',
  'vineyard-hills': 'the vineyard roads',
  savanna: 'the long savanna roads',
  tundra: 'the long tundra roads',
  'river-valley': 'the valley roads',
};

/**
 * Where the scene puts the vehicle, and the way up to the door when there is none, by the setting
 * the scene draws (decision 0096): a canal city's plot is a paved quay, a forest's drive is a track
 * under the trees, a city's is the kerb by the entrance. Elsewhere it is a drive.
 */
interface VehicleSpot {
  /** Opens the car view: "On the quay: your cargo bike, …". */
  spot: string;
  /** The view without a vehicle: "A forest track winds up to your door, …". */
  approach: string;
}
const drive: VehicleSpot = { spot: 'In the drive', approach: 'A quiet drive winds up to your door' };
const quay: VehicleSpot = { spot: 'On the quay', approach: 'A quiet quay runs along your mooring' };
const forestTrack: VehicleSpot = {
  spot: 'On the forest track',
  approach: 'A forest track winds up to your door',
};
const vehicleSpots: Partial<Record<Setting, VehicleSpot>> = {
  'canal-city': { spot: 'On the quay', approach: 'A quiet quay runs past your door' },
  city: { spot: 'At the kerb', approach: 'A quiet kerb waits by your entrance' },
  rainforest: forestTrack,
  'pine-forest': forestTrack,
};

/** A home afloat is reached from its quay, wherever it is moored: its vehicle waits there. */
function vehicleSpot(home: WorldSpec['home'], setting: Setting): VehicleSpot {
  if (home.style === 'houseboat') return quay;
  return vehicleSpots[setting] ?? drive;
}

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
  craft: 'Made by Hand',
  film: 'Your Creative Studio',
};

const waterProse: Record<WorldSpec['terrain']['water'], string> = {
  none: '',
  sea: ', the sea in front',
  lake: ', a lake in front',
  river: ', a river running past',
};

/** "Japan, Portugal and the Greek islands" → ["Japan", "Portugal", "the Greek islands"]. */
function listItems(text: string): string[] {
  const seen = new Set<string>();
  return firstClause(tidy(withoutEmoji(text)))
    .split(/,|;|\band\b|&|\bor\b/i)
    .map((item) => item.trim())
    .filter((item) => hasWords(item))
    .filter((item) => !seen.has(item.toLowerCase()) && Boolean(seen.add(item.toLowerCase())));
}

/** A name keeps its capital mid-sentence; "Slow island hopping" does not: it is no place. */
const isPlaceName = (item: string) =>
  /^\p{Lu}/u.test(item) && item.split(' ').length <= 3 && !startsWithCommonWord(item);

function travelTitle(text: string): string {
  const items = listItems(text);
  const places = items.filter(isPlaceName);
  if (places.length === 0 || places.length < items.length - 1) return '';
  if (places.length === 1) return fitText(`Journeys to ${places[0]}`, 60);
  const title = `Journeys to ${places[0]}, ${places[1]} and Beyond`;
  return title.length <= 60 ? title : fitText(`Journeys to ${places[0]} and Beyond`, 60);
}

function healthTitle(text: string): string {
  const items = listItems(text).filter((item) => item.split(' ').length <= 4 && !startsWithSelf.test(item));
  if (items.length === 0) return '';
  const title =
    items.length > 1 ? titleCase(`${items[0] ?? ''} & ${items[1] ?? ''}`) : titleCase(items[0] ?? '');
  return title.length <= 60 ? title : titleCase(items[0] ?? '').length <= 60 ? titleCase(items[0] ?? '') : '';
}

/** What the category's scene frames, as "your easel and your desk" ('' when it frames nothing). */
function framed(choices: readonly PropChoice[], category: WorldCategory): string {
  const phrases = choices
    .filter((choice) => choice.category === category)
    .slice(0, 3)
    .map((choice) => choice.phrase.replace(/^(?:a|an|the|my|your)\s+/i, 'your '))
    .map((phrase) => (/^your\s/i.test(phrase) ? phrase : `your ${phrase}`));
  return joinAnd(phrases);
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
  water: WorldSpec['terrain']['water'] = 'none',
  setting: Setting = settingOfBiome[biome],
): Record<WorldCategory, CategoryText> {
  const texts = scan.texts;
  const place = settingPlaces[setting];
  const noun = home.style === 'penthouse' ? 'penthouse' : homeNoun(home);

  // The home as drawn: "Your whitewashed villa with a terracotta roof and a pool stands on…".
  const homeAsDrawn = `${home.label.replace(/^(?:a|an)\s+/i, 'Your ')} ${home.style === 'penthouse' ? 'rises' : 'stands'} ${placeProse(setting, water, waterProse)}.`;
  const homeDescription = joinWithin(
    [
      homeAsDrawn,
      home.windowsLit ? 'Warm light glows in the windows.' : '',
      yourSentence(texts.home_feelings, {
        self: (sentence) => sentence,
        sentence: (sentence) => `Coming home, ${sentence}`,
        action: (action) => `Coming home, I ${action}`,
        // "Warm, quiet and welcoming" is how the home is, "inspired and free" how I am.
        description: (description) =>
          feltBy(description) === 'me'
            ? `Coming home, I feel ${description}`
            : `Coming home feels ${description}`,
        thing: (thing) => `Coming home feels like ${thing}`,
        setting: (setting) => `Coming home, I feel ${setting}`,
      }),
    ],
    280,
  );

  const car = choices.find((choice) => choice.category === 'car');
  const carLabel = car ? car.label.replace(/^(?:a|an|the)\s+/i, '') : '';
  const career = topValue(scan.scores.career, 1.5);
  const careerScene = framed(choices, 'career');
  const careerDescription =
    joinWithin(
      [
        yourSentence(texts.fulfillment, {
          action: (action) => `I ${action}`,
          activity: (activity) => `My days are for ${activity}`,
          description: (description) => `My work feels ${description}`,
          thing: (thing) => `My work is ${thing}`,
        }),
        careerScene
          ? `${careerScene.replace(/^y/, 'Y')} ${careerScene.includes(' and ') ? 'are' : 'is'} ready for the day.`
          : '',
        yourSentence(texts.work_impact, {
          sentence: (sentence) => `Because of my work, ${sentence}`,
          action: (action) => `Through my work, I ${action}`,
          description: (description) => `People leave my work feeling ${description}`,
          thing: (thing) => `My work brings ${thing}`,
        }),
      ],
      280,
    ) || 'You spend your days on work that matters to you, at your own pace, in a place you love.';

  const travelScene = framed(choices, 'travel');
  const travelDescription =
    joinWithin(
      [
        yourSentence(texts.travel, {
          action: (action) => `When I travel, I ${action}`,
          activity: (activity) => `I love ${activity}`,
          description: (description) => `I travel in a way that feels ${description}`,
          thing: (thing) => `My journeys take me to ${thing}`,
          setting: (setting) => `I travel ${setting}`,
        }),
        travelScene
          ? `${travelScene.replace(/^y/, 'Y')} ${travelScene.includes(' and ') ? 'wait' : 'waits'} for the next trip.`
          : '',
        yourSentence(texts.adventures, {
          action: (action) => `For adventure, I ${action}`,
          activity: (activity) => `Adventure means ${activity}`,
          description: (description) => `My adventures are ${description}`,
          thing: (thing) => `Adventure means ${thing}`,
        }),
      ],
      280,
    ) || 'Your bags are never far from the door: new places, new people and the horizon always calling.';

  const healthScene = framed(choices, 'health');
  const bodyFeel = yourSentence(texts.body_feel, {
    action: (action) => `I ${action}`,
    description: (description) => `I feel ${description}`,
    thing: (thing) => `I feel ${thing}`,
  });
  const healthDescription =
    joinWithin(
      [
        bodyFeel,
        // "That way" points back at how the body feels: without that sentence it points at nothing.
        yourSentence(
          texts.health_habits,
          bodyFeel
            ? {
                action: (action) => `To stay that way, I ${action}`,
                activity: (activity) => `I stay that way by ${activity}`,
                description: (description) => `My habits are ${description}`,
                thing: (thing) => `I stay that way with ${thing}`,
              }
            : {
                action: (action) => `I ${action}`,
                activity: (activity) => `I keep well by ${activity}`,
                description: (description) => `My habits are ${description}`,
                thing: (thing) => `I keep well with ${thing}`,
              },
        ),
        healthScene
          ? `${healthScene.replace(/^y/, 'Y')} ${healthScene.includes(' and ') ? 'are' : 'is'} always close.`
          : '',
      ],
      280,
    ) || 'You move every day, sleep deeply and feel at home in a strong, rested body.';

  return {
    home: { title: fitText(titleCase(`Your ${noun} ${place.title}`), 60), description: homeDescription },
    car: car
      ? {
          title: fitText(`Your ${titleCase(carLabel)}`, 60),
          description: fitText(
            // No verb to agree with the label: "your cars" and "your Tesla" both read right.
            `${vehicleSpot(home, setting).spot}: your ${carLabel}, polished and ready for ${roads[setting]} whenever you are.`,
            280,
          ),
        }
      : {
          title: 'The Open Road',
          description: `${vehicleSpot(home, setting).approach}, ready for ${roads[setting]} and wherever the day takes you.`,
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
