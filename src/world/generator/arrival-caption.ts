import type { Setting, WorldSpec } from '#shared/worldSpec';
import { settingPlaces } from './biome-places';
import type { Scan } from './scan-answers';
import { yourSentence } from './your-sentence';

const arrivalLines: Record<WorldSpec['sky']['timeOfDay'], string> = {
  dawn: 'Dawn breaks softly over your world',
  morning: 'Morning light spills across your home',
  noon: 'The sun stands high over your home',
  'golden-hour': 'Golden light warms every wall of your home',
  sunset: 'The sun sets in gold and rose over your home',
  dusk: 'Dusk settles, and your windows begin to glow',
  night: 'Your home glows softly in the night',
};

/**
 * The line shown on arrival: the first_moment answer, or one that suits the light and names the
 * setting the scene draws ("…over your home, deep in the rainforest", decision 0086).
 */
export function arrivalCaption(
  scan: Scan,
  timeOfDay: WorldSpec['sky']['timeOfDay'],
  name: string,
  setting?: Setting,
): string {
  // The first moment chose the light (sky.ts), so the user's own words fit what is shown.
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
  if (own) return own;
  const where = setting ? `, ${settingPlaces[setting].prose}` : '';
  return `${arrivalLines[timeOfDay]}${where}. Welcome home${name ? `, ${name}` : ''}.`;
}
