import type { Setting, SignatureKind, WorldSpec } from '#shared/worldSpec';
import type { ViewJudgement } from '../geometry/view-account';
import { joinAnd } from '../language/join-text';
import { upperFirst } from '../language/text';
import type { Scan } from '../spec/scan-answers';
import { settingPlaces } from './biome-places';
import { claimsOf, falseClaims } from './view-claims';
import { yourSentence } from './your-sentence';

/** A line for the light of the arrival, over what the picture shows ("your home", "your stone cottage"). */
const arrivalLines: Record<WorldSpec['sky']['timeOfDay'], (home: string) => string> = {
  dawn: (home) => `Dawn breaks softly over ${home}`,
  morning: (home) => `Morning light spills across ${home}`,
  noon: (home) => `The sun stands high over ${home}`,
  'golden-hour': (home) => `Golden light warms every wall of ${home}`,
  sunset: (home) => `The sun sets in gold and rose over ${home}`,
  dusk: (home) => `Dusk settles over ${home}, and its windows begin to glow`,
  night: (home) => `${upperFirst(home)} glows softly in the night`,
};

/**
 * Words that stand the viewer in or on the home ("from your terrace", "through the glass walls",
 * "below your terrace", "on your balcony"): a picture of the home from outside does not show that.
 */
const fromInside =
  /\b(?:from|on|in|through|below|off|out of|at)\s+(?:the|your|my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:terrace|balcony|window|windows|roof|rooftop|bed|bedroom|deck|porch|veranda|patio|kitchen|living room|sofa|couch|hammock|desk|glass walls?|pool|sauna|hot tub|studio)\b/iu;

/**
 * What the arrival's pictures were proven to show (decision 0116): the judged views on a phone and a
 * desktop, the signature's elements every one of them shows, and the water's name there.
 */
export interface ArrivalProof {
  spec: Pick<WorldSpec, 'sky' | 'weather'>;
  views: readonly ViewJudgement[];
  shown: readonly SignatureKind[];
  /** The water as people name it there: "lagoon", "fjord", "sea", "lake", "river", "canal". */
  water: string;
}

/** How the caption names each element the pictures show, after the line about the light. */
const elementPhrases: Partial<Record<SignatureKind, (water: string) => string>> = {
  water: (water) => `by the ${water}`,
  mountains: () => 'under the mountains',
  skyline: () => "with the city's skyline beyond",
  aurora: () => 'under the dancing aurora',
  'open-horizon': () => 'under an open sky',
  snow: () => 'in the snow',
  fog: () => 'in the soft fog',
};

/**
 * The line shown on arrival: the first_moment answer, except where the arrival looks at the home
 * from outside (from the water, across the canal, walking up) and the first moment stands the
 * viewer in the home ("…from my terrace": a view the picture does not show), or where it names
 * something the judged pictures do not show ("under the aurora" on a night without one, "the
 * mountains reflected in the fjord" without mountains in the frame: `falseClaims`). Then the line
 * names what it shows: the home, seen in the light of the first moment, the setting the scene draws
 * when the pictures bear it out ("…over your whitewashed villa, high on a cliff above the sea",
 * decisions 0086 and 0094), and the signature's elements the pictures were proven to show.
 * Without a first moment: the same line, over "your home" where the picture is the view out.
 */
export function arrivalCaption(
  scan: Scan,
  timeOfDay: WorldSpec['sky']['timeOfDay'],
  name: string,
  setting?: Setting,
  seenHome?: string,
  proof?: ArrivalProof,
): string {
  const untrue = (text: string) => (proof ? falseClaims(text, proof.spec, proof.views).length > 0 : false);
  // The first moment chose the light (sky.ts), so the user's own words fit what is shown —
  // unless they stand the viewer in the home and the picture looks at it from outside, or name
  // what the picture does not hold.
  const own = yourSentence(
    scan.texts.first_moment,
    {
      action: (action) => `I ${action}`,
      description: (description) => `Everything looks ${description}`,
      thing: (thing) => thing.replace(/^(?:an?)\s+(?=\p{Ll})/u, ''),
      setting: (setting) => `I arrive ${setting}`,
    },
    200,
  );
  if (own && !(seenHome && fromInside.test(own)) && !untrue(own)) return own;
  const prose = setting ? settingPlaces[setting].prose : '';
  const where = prose && !untrue(prose) ? `, ${prose}` : '';
  const claimed = new Set(claimsOf(where));
  const elements = (proof?.shown ?? [])
    .filter((kind) => !claimed.has(kind))
    .flatMap((kind) => {
      const phrase = elementPhrases[kind];
      return phrase ? [phrase(proof?.water ?? 'water')] : [];
    });
  const line = arrivalLines[timeOfDay](seenHome ? `your ${seenHome}` : 'your home');
  const more = elements.length > 0 ? `, ${joinAnd(elements)}` : '';
  const caption = `${line}${where}${more}. Welcome home${name ? `, ${name}` : ''}.`;
  return caption.length <= 200 ? caption : `${line}${where}. Welcome home${name ? `, ${name}` : ''}.`;
}
