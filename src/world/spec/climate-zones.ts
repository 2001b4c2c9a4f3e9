import type { Climate } from '#shared/worldSpec';

/**
 * The climate at a latitude and longitude, from the large-scale pattern every atlas shows
 * (docs/decisions/0110-place-from-a-gazetteer.md): deserts under the subtropical highs on the
 * western and inner sides of the continents, Mediterranean summers on the west coasts at 30–45°,
 * mild wet westerlies on the west coasts further poleward, continental interiors, the boreal belt
 * and the polar caps. No npm package carries a Köppen grid; these boxes are the coarse one.
 */
interface Box {
  /** South, north, west, east edges in degrees. */
  lat: readonly [number, number];
  lon: readonly [number, number];
}
const inside = (box: Box, lat: number, lon: number) =>
  lat >= box.lat[0] && lat <= box.lat[1] && lon >= box.lon[0] && lon <= box.lon[1];
const anyBox = (boxes: readonly Box[], lat: number, lon: number) =>
  boxes.some((box) => inside(box, lat, lon));

const mediterranean: readonly Box[] = [
  { lat: [32, 44.5], lon: [-10, 37] }, // the Mediterranean basin
  { lat: [32, 42], lon: [-124.5, -117] }, // California
  { lat: [-38, -30], lon: [-74, -70] }, // central Chile
  { lat: [-36, -30], lon: [114, 119] }, // south-western Australia
  { lat: [-38, -32], lon: [134, 141] }, // around Adelaide
  { lat: [-35, -32], lon: [17, 21] }, // the Western Cape
];
/** Cold high plateaus: the Great Basin and Colorado Plateau, Tibet, the Altiplano. */
const highDeserts: readonly Box[] = [
  { lat: [34, 44], lon: [-120, -104] },
  { lat: [28, 38], lon: [78, 100] },
  { lat: [-24, -14], lon: [-70, -65] },
];
const arid: readonly Box[] = [
  { lat: [15, 32], lon: [-18, 72] }, // Sahara, Arabia, Iran, the Indus
  { lat: [22, 37], lon: [-117, -103] }, // Sonora, Mojave, Chihuahua
  { lat: [-18, -5], lon: [-82, -75] }, // the Peruvian coast
  { lat: [-30, -18], lon: [-72, -68] }, // the Atacama
  { lat: [-30, -17], lon: [11, 25] }, // Namib and Kalahari
  { lat: [-32, -18], lon: [115, 148] }, // inland Australia
  { lat: [36, 48], lon: [50, 75] }, // the Central Asian deserts
  { lat: [38, 46], lon: [88, 112] }, // the Gobi
  { lat: [0, 12], lon: [40, 52] }, // the Horn of Africa
];
/** West coasts in the westerlies, and the southern lands they blow over. */
const maritime: readonly Box[] = [
  { lat: [43, 62.5], lon: [-11, 12] }, // Atlantic Europe
  { lat: [61, 67], lon: [-25, -13] }, // Iceland
  { lat: [61, 63], lon: [-8, -6] }, // the Faroes
  { lat: [40, 60], lon: [-136, -121] }, // the Pacific North-West
  { lat: [-56, -40], lon: [-76, -71] }, // southern Chile
  { lat: [-56, -50], lon: [-71, -64] }, // Magallanes and Tierra del Fuego
  { lat: [-48, -34], lon: [165, 179] }, // New Zealand
  { lat: [-44, -37], lon: [140, 150] }, // Victoria and Tasmania
];
/** Lands where the polar climate reaches far south of the Arctic circle. */
const polarCountries = new Set(['GL', 'SJ', 'AQ']);
/** The Alps and the Pyrenees, where most named mountain villages are. */
const mountainRanges: readonly Box[] = [
  { lat: [45.5, 47.8], lon: [6, 14] },
  { lat: [42.4, 43], lon: [-1, 2.5] },
];

export function climateAt(latitude: number, longitude: number, country: string): Climate {
  const lat = latitude;
  const lon = longitude;
  const away = Math.abs(lat);
  if (polarCountries.has(country) || away >= 71) return 'polar';
  if (anyBox(mediterranean, lat, lon)) return 'mediterranean';
  if (anyBox(highDeserts, lat, lon)) return 'high-desert';
  if (anyBox(arid, lat, lon)) return 'arid';
  if (anyBox(mountainRanges, lat, lon)) return 'alpine';
  if (anyBox(maritime, lat, lon)) return 'temperate-maritime';
  if (away < 23.5) return 'tropical';
  if (away < 35) return 'subtropical';
  if (away >= 56) return 'boreal';
  return 'continental';
}
