import type { Biome, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { biomePlaces } from './biome-places';
import { homeNoun } from './home-label';
import { joinWithin } from './join-text';
import type { PropChoice } from './props';
import { type Scan, topValue } from './scan-answers';
import { firstClause, fitText, hasWords, titleCase, upperFirst } from './text';
import { startsWithSelf, yourSentence, yourThing } from './your-sentence';

/**
 * The title and description of each of the five vision categories (spec §2), written from the
 * answers ("Your whitewashed villa…"), with a default for anything the answers leave out.
 */

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
  const seen = new Set<string>();
  return firstClause(text)
    .split(/,|;|\band\b|&|\bor\b/i)
    .map((item) => item.trim())
    .filter((item) => hasWords(item))
    .filter((item) => !seen.has(item.toLowerCase()) && Boolean(seen.add(item.toLowerCase())));
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
  const place = biomePlaces[biome];
  const noun = home.style === 'penthouse' ? 'penthouse' : homeNoun(home);

  const homeDescription = joinWithin(
    [
      yourThing(texts.home_look, (fragment) => `Your home: ${fragment}`) ||
        `Your ${noun} ${place.prose}, with warm light in the windows and room for everyone you love.`,
      yourSentence(texts.home_details, (fragment) => `It has ${fragment}`),
      yourSentence(texts.home_feelings, (fragment) => `Coming home feels ${fragment}`),
    ],
    280,
  );

  const car = choices.find((choice) => choice.category === 'car');
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
            // No verb to agree with the label: "your cars" and "your Tesla" both read right.
            `In the drive: your ${carLabel}, polished and ready for ${roads[biome]} whenever you are.`,
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
