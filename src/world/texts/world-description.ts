import type { WorldSpec } from '#shared/worldSpec';
import { joinAnd, joinWithin } from '../language/join-text';
import type { PropChoice } from '../spec/props';
import { placeProse } from './biome-places';

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

/** Kinds that are each a car of some sort: beside one of them, "a car" names it a second time. */
const carLike = new Set<PropChoice['kind']>(['convertible', 'pickup', 'jeep']);

/**
 * The props the tour names: "an old red pickup truck … a car" lists one vehicle twice, so a car
 * named only by its kind ("drive", "road trips") gives way to a car-like thing already listed.
 * A car the user named ("a black Tesla") is a thing of its own and stays.
 */
function namedOnce(shown: readonly PropChoice[]): PropChoice[] {
  const hasCarLike = shown.some((choice) => carLike.has(choice.kind));
  return shown.filter((choice) => !(hasCarLike && choice.kind === 'car' && choice.phrase === 'a car'));
}

/** A short tour of the world for screen readers and the no-WebGL fallback. */
export function worldDescription(
  spec: Omit<WorldSpec, 'description' | 'categories' | 'arrival'>,
  choices: readonly PropChoice[],
): string {
  const { home, terrain, sky, weather, ambient, palette } = spec;
  const stands = home.style === 'penthouse' ? 'rises' : 'stands';
  const stars = sky.stars ? ' under a sky full of stars' : ` ${weatherProse[weather.kind]}`;
  const shown = namedOnce(choices.filter((choice) => spec.props.some((prop) => prop.kind === choice.kind)));
  return joinWithin(
    [
      `${spec.title}.`,
      // The setting as drawn, by its own name: "deep in the rainforest", "on a quiet canal".
      `${home.label} ${stands} ${placeProse(terrain.setting, terrain.water, waterProse)}.`,
      `It is ${timeProse[sky.timeOfDay]},${stars}.`,
      palette.names.length > 1
        ? `The colours are ${joinAnd(palette.names)}.`
        : palette.names.length === 1
          ? `The colour is ${palette.names[0]}.`
          : '',
      shown.length > 0 ? `Around the home: ${joinAnd(shown.map((choice) => choice.phrase))}.` : '',
      `The mood is ${ambient.mood === 'cozy' ? 'cosy' : ambient.mood}, with ${musicProse[ambient.music]}${particleProse[ambient.particles]}.`,
    ],
    800,
  );
}
