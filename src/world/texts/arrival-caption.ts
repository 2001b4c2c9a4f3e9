import type { Setting, WorldSpec } from '#shared/worldSpec';
import { upperFirst } from '../language/text';
import type { Scan } from '../spec/scan-answers';
import { settingPlaces } from './biome-places';
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
 * The line shown on arrival: the first_moment answer, except where the arrival looks at the home
 * from outside (from the water, across the canal, walking up) and the first moment stands the
 * viewer in the home ("…from my terrace": a view the picture does not show). Then the line names
 * what it shows: the home, seen in the light of the first moment, and the setting the scene
 * draws ("…over your whitewashed villa, high on a cliff above the sea", decisions 0086 and 0094).
 * Without a first moment: the same line, over "your home" where the picture is the view out.
 */
export function arrivalCaption(
  scan: Scan,
  timeOfDay: WorldSpec['sky']['timeOfDay'],
  name: string,
  setting?: Setting,
  seenHome?: string,
): string {
  // The first moment chose the light (sky.ts), so the user's own words fit what is shown —
  // unless they stand the viewer in the home and the picture looks at it from outside.
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
  if (own && !(seenHome && fromInside.test(own))) return own;
  const where = setting ? `, ${settingPlaces[setting].prose}` : '';
  const line = arrivalLines[timeOfDay](seenHome ? `your ${seenHome}` : 'your home');
  return `${line}${where}. Welcome home${name ? `, ${name}` : ''}.`;
}
