import type { HomeStyle, Material, WorldSpec } from '#shared/worldSpec';
import { joinAnd } from '../language/join-text';
import { upperFirst } from '../language/text';

/** The home before it has a label (and before the light decides its windows). */
type HomeParts = Omit<WorldSpec['home'], 'windowsLit' | 'label'>;

const styleNames: Record<HomeStyle, string> = {
  villa: 'villa',
  cabin: 'cabin',
  'modern-glass': 'modern glass house',
  penthouse: 'penthouse',
  cottage: 'cottage',
  farmhouse: 'farmhouse',
  mansion: 'mansion',
  cycladic: 'Cycladic house',
  chalet: 'chalet',
  adobe: 'adobe house',
  treehouse: 'treehouse',
  houseboat: 'houseboat',
  loft: 'loft',
  castle: 'castle',
  lighthouse: 'lighthouse',
  yurt: 'yurt',
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
  adobe: 'adobe',
};
const roofWords: Record<WorldSpec['home']['roof'], string> = {
  gable: 'a pitched roof',
  flat: 'a flat roof',
  hip: 'a hipped roof',
  terracotta: 'a terracotta roof',
  shed: 'a sloping roof',
};

/** "whitewashed villa", "wooden cabin", "modern glass house" (no material twice). */
export function homeNoun(home: HomeParts): string {
  const material = materialWords[home.walls];
  const name = styleNames[home.style];
  if (home.style === 'penthouse' || name.includes(material)) return name;
  return `${material} ${name}`;
}

/** "A whitewashed villa with a terracotta roof and a pool" — the home's label in the spec. */
export function homeLabel(home: HomeParts): string {
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
