import type { Palette, PropKind, WorldCategory } from '#shared/worldSpec';
import { colorWords } from '../language/color-words';
import { fitText } from '../language/text';
import { colorOf } from './palette';
import type { Random } from './random';
import type { Occurrence, Scan } from './scan-answers';
import type { WorldHints } from './world-hints';

/** A prop before it has a place on the plot. */
export interface PropChoice {
  kind: PropKind;
  category: WorldCategory | null;
  color: string;
  label: string;
  /** How the world's description names it: the user's words when they named a thing. */
  phrase: string;
}

/** One strong mention (objects, assets: 5) or a couple of hobby mentions (2 each) make a prop. */
const propEvidence = 1.5;
/** A plane takes a lot of ground: only when the answers really say so. */
const planeEvidence = 2.5;
export const maxProps = 12;

const careerQuestions = new Set(['fulfillment', 'workday', 'work_impact']);
/** Questions where people name things (nouns), rather than activities ("yoga at dawn"). */
const thingQuestions = new Set(['objects', 'assets', 'home_details', 'key_people']);

const uncountable = new Set([
  'art',
  'artwork',
  'yoga',
  'music',
  'gear',
  'equipment',
  'furniture',
  'pottery',
  'skiing',
  'sailing',
  'surfing',
  'kayaking',
]);

/** "black Tesla" → "a black Tesla"; "shelves of books" stays; "easel" → "an easel". */
export function withArticle(label: string): string {
  const last = label.split(' ').pop() ?? '';
  if (/[^s]s$/i.test(last) || uncountable.has(last.toLowerCase())) return label;
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

/** Words that end a label going backwards: "a black Tesla" → "black Tesla". */
const labelStops = new Set(
  'a an the my our his her their your and or with of in on at to for by from some two three four several many i we is are am was have has own owns love loves drive drives play plays playing ride rides riding this that these those every each no new one'.split(
    ' ',
  ),
);
/** Names that keep their capital letter at the start of a sentence. */
const properNames = new Set(
  'tesla porsche ferrari lamborghini maserati bentley mercedes bmw audi jaguar jeep volvo mini vespa steinway yamaha gibson fender harley ducati triumph lambretta defender'.split(
    ' ',
  ),
);

function spanOf(
  occurrence: Occurrence,
  siblings: readonly Occurrence[],
  scan: Scan,
): { first: number; end: number } {
  const tokens = scan.tokens[occurrence.question] ?? [];
  let first = occurrence.first;
  let end = occurrence.end;
  // Describing words are kept where people name things ("a black Tesla"), not around activities
  // ("galleries around the world").
  const describe = thingQuestions.has(occurrence.question);
  // Mentions of the same thing side by side read as one: "4x4" + "truck" → "4x4 truck".
  for (;;) {
    const next = siblings.find(
      (item) => item.question === occurrence.question && item.first === end && !tokens[end]?.afterBreak,
    );
    if (!next) break;
    end = next.end;
  }
  // Up to two describing words before it, within the same clause.
  for (let step = 0; step < (describe ? 2 : 0); step++) {
    const current = tokens[first];
    const before = tokens[first - 1];
    if (!before || !current || current.afterBreak || labelStops.has(before.key)) break;
    first -= 1;
  }
  return { first, end };
}

function labelOf(occurrence: Occurrence, scan: Scan, span: { first: number; end: number }): string {
  const tokens = scan.tokens[occurrence.question] ?? [];
  const first = tokens[span.first];
  const last = tokens[span.end - 1];
  if (!first || !last) return '';
  const text = scan.texts[occurrence.question].slice(first.start, last.end);
  const keepCapital =
    properNames.has(first.key) || (first.word.length > 1 && first.word === first.word.toUpperCase());
  return fitText(keepCapital ? text : text.charAt(0).toLowerCase() + text.slice(1), 80);
}

/** A colour word inside the label's span: "a black Tesla" is black. */
function namedColor(occurrence: Occurrence, scan: Scan, span: { first: number; end: number }): string | null {
  const match = scan.colors.find(
    (color) => color.question === occurrence.question && color.first >= span.first && color.end <= span.end,
  );
  return match ? (colorOf(match, scan)?.hex ?? colorWords[match.value] ?? null) : null;
}

export function defaultColor(kind: PropKind, palette: Palette, random: Random): string {
  switch (kind) {
    case 'car':
      return random.pick([palette.accent, '#c0c4c8', '#1f2a3a', '#8b1e2d', '#f2f2f0']);
    case 'boat':
    case 'plane':
      return '#f5f3ee';
    case 'piano':
      return '#141414';
    case 'guitar':
      return '#a0582d';
    case 'desk':
      return '#8b5a2b';
    case 'telescope':
      return '#e6e6e6';
    case 'fireplace':
      return '#8a8178';
    case 'campfire':
      return '#d9822b';
    case 'hot-tub':
      return '#6b4f3a';
    case 'dog':
      return random.pick(['#c8a165', '#3b2a20', '#e8dcc6', '#8a5a3a']);
    case 'globe':
      return '#3b7dd8';
    case 'vegetable-garden':
      return '#5a8f3e';
    case 'gym':
      return '#3a3a3a';
    case 'books':
    case 'art':
    case 'flowers':
    case 'bicycle':
      return palette.accent;
    case 'yoga-mat':
    case 'hammock':
      return palette.secondary;
    case 'convertible':
      return random.pick([palette.accent, '#b3202a', '#f2efe6', '#1d3f6e']);
    case 'pickup':
      return random.pick(['#a8322a', '#2f4a3a', '#d9d4c7', '#2c3e57']);
    case 'jeep':
      return random.pick(['#4f5b3a', '#d8cdb0', '#2b2f33', '#8c2f25']);
    case 'motorbike':
      return random.pick(['#1f1f22', '#b3202a', '#2a4d7a']);
    case 'scooter':
      return random.pick(['#8fd1c4', '#f0e6cf', '#d6423a', palette.accent]);
    case 'cargo-bike':
      return random.pick(['#2d6a4f', '#d6423a', palette.accent]);
    case 'snowmobile':
      return random.pick(['#d6423a', '#f2b233', '#1d3f6e']);
    case 'sailboat':
    case 'yacht':
      return '#f5f3ee';
    case 'kayak':
      return random.pick(['#f2a93b', '#d6423a', '#2f8fce']);
    case 'surfboard':
      return random.pick(['#f5f0e1', '#f2a93b', '#4fb3c8', palette.accent]);
    case 'skis':
      return random.pick(['#d6423a', '#1d3f6e', '#f2b233']);
    case 'workbench':
      return '#a0703f';
    case 'kitchen':
      return '#e9e4da';
    case 'lab-bench':
      return '#f0f2f2';
    case 'blackboard':
      return '#2e4a3a';
    case 'stage':
      return palette.accent;
  }
}

function categoryOf(kind: PropKind, occurrences: readonly Occurrence[]): WorldCategory | null {
  switch (kind) {
    case 'car':
    case 'convertible':
    case 'pickup':
    case 'jeep':
    case 'motorbike':
    case 'scooter':
    case 'snowmobile':
    case 'cargo-bike':
      return 'car';
    case 'boat':
    case 'sailboat':
    case 'yacht':
    case 'kayak':
    case 'plane':
    case 'globe':
      return 'travel';
    case 'surfboard':
    case 'skis':
      return 'health';
    case 'workbench':
    case 'kitchen':
    case 'lab-bench':
    case 'blackboard':
    case 'stage':
      return occurrences.some((item) => careerQuestions.has(item.question)) ? 'career' : 'home';
    case 'gym':
    case 'yoga-mat':
    case 'hot-tub':
    case 'bicycle':
      return 'health';
    case 'desk':
      return 'career';
    case 'art':
    case 'piano':
    case 'guitar':
    case 'books':
      // A painter's easel is their work; a guitar played on Sundays belongs to the home.
      return occurrences.some((item) => careerQuestions.has(item.question)) ? 'career' : 'home';
    default:
      return 'home';
  }
}

export const defaultLabels: Record<PropKind, string> = {
  car: 'car',
  boat: 'boat',
  plane: 'plane',
  bicycle: 'bicycle',
  piano: 'piano',
  guitar: 'guitar',
  books: 'books',
  art: 'art',
  flowers: 'flowers',
  gym: 'home gym',
  'yoga-mat': 'yoga mat',
  desk: 'desk',
  telescope: 'telescope',
  fireplace: 'fireplace',
  hammock: 'hammock',
  campfire: 'campfire',
  'hot-tub': 'hot tub',
  dog: 'dog',
  globe: 'globe',
  'vegetable-garden': 'vegetable garden',
  convertible: 'convertible',
  pickup: 'pickup truck',
  jeep: 'jeep',
  motorbike: 'motorbike',
  scooter: 'scooter',
  'cargo-bike': 'cargo bike',
  snowmobile: 'snowmobile',
  sailboat: 'sailing boat',
  yacht: 'yacht',
  kayak: 'kayak',
  surfboard: 'surfboard',
  skis: 'skis',
  workbench: 'workshop',
  kitchen: 'kitchen',
  'lab-bench': 'lab',
  blackboard: 'classroom',
  stage: 'stage',
};

/** Mentions that say what the user does with a thing rather than name it. */
const activityPhrases = new Set(['drive', 'drives', 'driving', 'road trip', 'road trips']);

/**
 * Mentions that name the person who uses the thing, not the thing: "I am a potter" makes the
 * workshop, but its label is "workshop" — "Your potter is ready for the day" was a person
 * standing where a thing should be.
 */
const personWords = new Set(
  'potter carpenter mechanic blacksmith luthier painter artist sculptor photographer chef cook baker teacher professor scientist researcher musician pianist guitarist singer dancer actor actress surfer skier sailor pilot cyclist rider gardener farmer'.split(
    ' ',
  ),
);

function mentionKey(occurrence: Occurrence, scan: Scan): string {
  const tokens = scan.tokens[occurrence.question] ?? [];
  return tokens
    .slice(occurrence.first, occurrence.end)
    .map((token) => token.key)
    .join(' ');
}

/** A mention that says what is done with a thing, or who does it, rather than naming the thing. */
function namesNoThing(occurrence: Occurrence, scan: Scan): boolean {
  const key = mentionKey(occurrence, scan);
  return activityPhrases.has(key) || personWords.has(key);
}

export function chooseProps(scan: Scan, palette: Palette, random: Random, hints?: WorldHints): PropChoice[] {
  const byKind = new Map<PropKind, Occurrence[]>();
  for (const occurrence of scan.props) {
    // A thing named right before another one describes it: "4x4 truck" is a truck, "surf van" a van.
    if (
      scan.props.some(
        (next) =>
          next.question === occurrence.question &&
          next.first === occurrence.end &&
          next.value !== occurrence.value &&
          !scan.tokens[occurrence.question]?.[next.first]?.afterBreak,
      )
    )
      continue;
    const kind = occurrence.value as PropKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), occurrence]);
  }
  if (hints?.props && hints.props.length > 0) {
    const seen = new Set<PropKind>();
    return hints.props
      .filter((prop) => !seen.has(prop.kind) && seen.add(prop.kind))
      .slice(0, maxProps)
      .map((prop) => ({
        kind: prop.kind,
        category: categoryOf(prop.kind, byKind.get(prop.kind) ?? []),
        color: prop.color ?? defaultColor(prop.kind, palette, random),
        label: prop.label,
        phrase: withArticle(prop.label),
      }));
  }
  const ranked = [...byKind.entries()]
    .map(([kind, occurrences]) => ({
      kind,
      occurrences,
      score: occurrences.reduce((sum, item) => sum + item.weight, 0),
    }))
    .filter(({ kind, score }) => score >= (kind === 'plane' ? planeEvidence : propEvidence))
    .sort((a, b) => b.score - a.score)
    .slice(0, maxProps);
  return ranked.map(({ kind, occurrences }) => {
    // The most telling mention names it (objects and assets weigh most); the first one wins a tie.
    // A thing the user named beats an activity: "road trips in my old Land Cruiser" is the car.
    const named = occurrences.filter((item) => !namesNoThing(item, scan));
    const best = (named.length > 0 ? named : occurrences).reduce((top, item) =>
      item.weight > top.weight ? item : top,
    );
    const label = named.length > 0 ? labelOf(best, scan, spanOf(best, occurrences, scan)) : '';
    const span = spanOf(best, occurrences, scan);
    return {
      kind,
      category: categoryOf(kind, occurrences),
      color: namedColor(best, scan, span) ?? defaultColor(kind, palette, random),
      label: label || defaultLabels[kind],
      phrase: withArticle(label && thingQuestions.has(best.question) ? label : defaultLabels[kind]),
    };
  });
}
