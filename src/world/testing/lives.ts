import type { Answers } from '#shared/questionnaire';
import type { HomeStyle, PropKind, Season, Setting, WeatherKind } from '#shared/worldSpec';
import { referenceAnswers } from './reference-answers';

/**
 * Lives as people write them, and the world each must give: the setting, the home's archetype,
 * the season or weather, and the props that must be there (docs/decisions/0041). Short and empty
 * answers, other languages' place names and conflicting words are part of it on purpose. A list
 * of values means any of them is right.
 */
export interface Life {
  name: string;
  answers: Answers;
  setting?: Setting | readonly Setting[];
  style?: HomeStyle | readonly HomeStyle[];
  season?: Season;
  weather?: readonly WeatherKind[];
  water?: 'none' | 'sea' | 'lake' | 'river';
  props?: readonly PropKind[];
}

const place = (dream_location: string, more: Answers = {}): Answers => ({ dream_location, ...more });

export const lives: readonly Life[] = [
  // ── The seven, and the beach villa by the sea ──────────────────────────────────────
  {
    name: 'adobe house in the Arizona desert',
    answers: referenceAnswers.adobeDesert,
    setting: ['desert', 'canyon'],
    style: 'adobe',
    season: 'summer',
    props: ['pickup', 'workbench', 'guitar'],
  },
  {
    name: 'chalet in the snowy Alps',
    answers: referenceAnswers.alpineChalet,
    setting: 'snowy-mountains',
    style: 'chalet',
    season: 'winter',
    weather: ['snowfall', 'clear'],
    props: ['skis', 'snowmobile', 'jeep'],
  },
  {
    name: 'glass penthouse in Tokyo',
    answers: referenceAnswers.tokyoPenthouse,
    setting: 'city',
    style: 'penthouse',
    props: ['scooter', 'telescope'],
  },
  {
    name: 'stone farmhouse in Tuscany',
    answers: referenceAnswers.tuscanFarmhouse,
    setting: 'vineyard-hills',
    style: 'farmhouse',
    props: ['kitchen', 'scooter', 'bicycle'],
  },
  {
    name: 'treehouse in the Costa Rican rainforest',
    answers: referenceAnswers.rainforestTreehouse,
    setting: 'rainforest',
    style: 'treehouse',
    weather: ['mist', 'light-rain'],
    props: ['kayak', 'lab-bench', 'hammock'],
  },
  {
    name: 'houseboat on an Amsterdam canal',
    answers: referenceAnswers.amsterdamHouseboat,
    setting: 'canal-city',
    style: 'houseboat',
    water: 'river',
    props: ['cargo-bike', 'kayak'],
  },
  {
    name: 'white villa above the Mediterranean',
    answers: referenceAnswers.mediterraneanVilla,
    setting: 'cliff-coast',
    style: 'villa',
    water: 'sea',
    props: ['sailboat', 'convertible'],
  },
  {
    name: 'beach villa by the sea',
    answers: { dream_location: 'A beach villa by the sea.' },
    setting: 'beach',
    style: 'villa',
    water: 'sea',
  },
  // ── The three the generator was first tuned on ──────────────────────────────────────────────
  {
    name: 'Greek island villa',
    answers: referenceAnswers.beachVilla,
    // A quiet beach on a Greek island: either reading is the picture the answers paint.
    setting: ['island', 'beach'],
    style: 'villa',
    water: 'sea',
    props: ['sailboat', 'convertible', 'art'],
  },
  {
    name: 'cabin in the Alps',
    answers: referenceAnswers.mountainCabin,
    setting: 'snowy-mountains',
    style: 'cabin',
    water: 'lake',
    props: ['pickup', 'telescope', 'kayak'],
  },
  {
    name: 'Manhattan penthouse',
    answers: referenceAnswers.cityPenthouse,
    setting: 'city',
    style: 'penthouse',
    props: ['piano', 'plane', 'car'],
  },
  // ── Settings ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'surf shack',
    answers: place('A small wooden house on a surf beach in Bali.', { weekends: 'Surfing every morning.' }),
    setting: 'beach',
    props: ['surfboard'],
  },
  {
    name: 'Cornish cliffs',
    answers: place('A stone cottage on the cliffs of Cornwall above the sea.'),
    setting: 'cliff-coast',
    style: 'cottage',
    water: 'sea',
  },
  {
    name: 'Big Sur glass house',
    answers: place('A modern glass house on the cliffs of Big Sur.'),
    setting: 'cliff-coast',
    style: 'modern-glass',
  },
  {
    name: 'Santorini',
    answers: place('A whitewashed cubic house with blue domes on Santorini.'),
    setting: 'island',
    style: 'cycladic',
    water: 'sea',
  },
  {
    name: 'private island',
    answers: place('My own private island in the Maldives with a yacht.'),
    setting: 'island',
    props: ['yacht'],
  },
  {
    name: 'lake house',
    answers: place('A lake house on Lake Como with a wooden boat.'),
    setting: 'lakeside',
    water: 'lake',
    props: ['boat'],
  },
  {
    name: 'Norwegian fjord',
    answers: place('A red cabin by a fjord in Norway.', { weekends: 'Kayaking on the fjord.' }),
    setting: 'lakeside',
    style: 'cabin',
    props: ['kayak'],
  },
  { name: 'Venice', answers: place('An old palazzo on a canal in Venice.'), setting: 'canal-city' },
  {
    name: 'Copenhagen loft',
    answers: place('A loft by the canals of Copenhagen.', { assets: 'A cargo bike.' }),
    setting: 'canal-city',
    style: 'loft',
    props: ['cargo-bike'],
  },
  { name: 'London loft', answers: place('An industrial loft in London.'), setting: 'city', style: 'loft' },
  { name: 'Sahara', answers: place('A house in the Sahara among the dunes.'), setting: 'desert' },
  {
    name: 'Grand Canyon',
    answers: place('A house on the rim of the Grand Canyon among red rocks.'),
    setting: 'canyon',
  },
  {
    name: 'Utah canyons',
    answers: place('A cabin in the canyons of Utah.', { assets: 'A jeep.' }),
    setting: 'canyon',
    props: ['jeep'],
  },
  {
    name: 'ski resort',
    answers: place('A ski chalet in Verbier with deep snow.'),
    setting: 'snowy-mountains',
    style: 'chalet',
    season: 'winter',
  },
  {
    name: 'alpine meadow summer',
    answers: place('A chalet on a green alpine meadow in summer, cows and wildflowers.'),
    setting: ['alpine-meadow', 'snowy-mountains'],
    style: 'chalet',
  },
  {
    name: 'Dolomites',
    answers: place('A wooden house in the Dolomites with views of the peaks.'),
    setting: ['alpine-meadow', 'snowy-mountains'],
  },
  { name: 'Amazon jungle', answers: place('A house deep in the Amazon jungle.'), setting: 'rainforest' },
  {
    name: 'Borneo treehouse',
    answers: place('A tree house in Borneo.'),
    setting: 'rainforest',
    style: 'treehouse',
  },
  {
    name: 'pine forest cabin',
    answers: place('A log cabin in a pine forest in Oregon.'),
    setting: 'pine-forest',
    style: 'cabin',
  },
  {
    name: 'Black Forest',
    answers: place('A cottage in the Black Forest.'),
    setting: 'pine-forest',
    style: 'cottage',
  },
  {
    name: 'English countryside',
    answers: place('A thatched cottage in the English countryside.'),
    setting: 'countryside',
    style: 'cottage',
  },
  {
    name: 'Normandy farm',
    answers: place('A farm in Normandy with apple orchards.'),
    setting: 'countryside',
    style: 'farmhouse',
  },
  {
    name: 'Provence',
    answers: place('A stone house among the lavender fields of Provence.'),
    setting: 'vineyard-hills',
  },
  { name: 'Napa', answers: place('A winery in Napa among the vineyards.'), setting: 'vineyard-hills' },
  {
    name: 'Kenya safari',
    answers: place('A safari tent in Kenya on the savanna.'),
    setting: 'savanna',
    style: 'yurt',
  },
  {
    name: 'Serengeti',
    answers: place('A lodge on the Serengeti.', { assets: 'A safari truck.' }),
    setting: 'savanna',
    props: ['jeep'],
  },
  {
    name: 'Lapland aurora',
    answers: place('A cabin in Lapland under the northern lights.'),
    setting: 'tundra',
    season: 'winter',
  },
  {
    name: 'Iceland',
    answers: place('A small house in Iceland.', { assets: 'A snowmobile.' }),
    setting: 'tundra',
    props: ['snowmobile'],
  },
  {
    name: 'Loire castle',
    answers: place('A castle in the Loire valley by the river.'),
    setting: 'river-valley',
    style: 'castle',
  },
  {
    name: 'river valley',
    answers: place('A cottage in a green river valley.'),
    setting: 'river-valley',
    water: 'river',
  },
  { name: 'Mongolian yurt', answers: place('A yurt in the mountains of Mongolia.'), style: 'yurt' },
  {
    name: 'lighthouse',
    answers: place('A lighthouse on a rocky coast.'),
    setting: ['cliff-coast', 'beach', 'island'],
    style: 'lighthouse',
    water: 'sea',
  },
  // ── Other languages' place names ──────────────────────────────────────────────────────────
  {
    name: 'Côte d’Azur',
    answers: place('Une villa sur la Côte d’Azur.'),
    setting: 'cliff-coast',
    style: 'villa',
    water: 'sea',
  },
  { name: 'Kyōto', answers: place('A quiet house in Kyōto.'), setting: 'city' },
  { name: 'São Paulo', answers: place('Um apartamento em São Paulo.'), setting: 'city' },
  { name: 'Zürich', answers: place('Eine Wohnung in Zürich am See.'), setting: ['city', 'lakeside'] },
  {
    name: 'Toscana',
    answers: place('Un casale in Toscana tra le vigne.'),
    setting: 'vineyard-hills',
    style: 'farmhouse',
  },
  {
    name: 'montaña',
    answers: place('Una cabaña en la montaña nevada.'),
    setting: ['alpine-meadow', 'snowy-mountains'],
    style: 'cabin',
  },
  {
    name: 'plage',
    answers: place('Une maison sur la plage, face à la mer.'),
    setting: 'beach',
    water: 'sea',
  },
  // ── Homes, professions and vehicles ─────────────────────────────────────────────────────────
  { name: 'convertible', answers: { assets: 'An open convertible, red.' }, props: ['convertible'] },
  { name: 'pickup', answers: { assets: 'An old pickup truck and a dog.' }, props: ['pickup', 'dog'] },
  { name: 'motorbike', answers: { assets: 'A Harley motorcycle.' }, props: ['motorbike'] },
  { name: 'Vespa', answers: { assets: 'A mint green Vespa.' }, props: ['scooter'] },
  {
    name: 'sailor',
    answers: { assets: 'A sailing boat.', weekends: 'Sailing with friends.' },
    props: ['sailboat'],
  },
  {
    name: 'chef',
    answers: { fulfillment: 'I am a chef with my own restaurant.', workday: 'Cooking all day.' },
    props: ['kitchen'],
  },
  {
    name: 'carpenter',
    answers: { fulfillment: 'I am a carpenter.', workday: 'Woodworking in my workshop.' },
    props: ['workbench'],
  },
  {
    name: 'scientist',
    answers: { fulfillment: 'I am a scientist.', workday: 'Experiments in my lab.' },
    props: ['lab-bench'],
  },
  {
    name: 'teacher',
    answers: { fulfillment: 'I teach children.', workday: 'Teaching in my classroom.' },
    props: ['blackboard'],
  },
  {
    name: 'singer',
    answers: { fulfillment: 'I am a singer.', workday: 'Concerts on a big stage.' },
    props: ['stage'],
  },
  {
    name: 'pianist',
    answers: { objects: 'A grand piano.', fulfillment: 'I am a pianist.' },
    props: ['piano'],
  },
  {
    name: 'skier',
    answers: { weekends: 'Skiing in the Alps.', objects: 'My skis.' },
    props: ['skis'],
  },
  { name: 'castle', answers: place('A castle in Scotland.'), style: 'castle' },
  { name: 'manor', answers: place('A grand manor house with a long drive.'), style: 'mansion' },
  // ── Short, empty and odd answers ────────────────────────────────────────────────────────────
  { name: 'empty', answers: {} },
  { name: 'one word: beach', answers: { dream_location: 'beach' }, setting: 'beach' },
  {
    name: 'one word: snow',
    answers: { dream_location: 'snow' },
    setting: 'snowy-mountains',
    season: 'winter',
  },
  { name: 'emoji', answers: { dream_location: '🏝️🌴☀️' } },
  {
    name: 'rain in the city',
    answers: place('A flat in Paris.', { first_moment: 'Rain on the windows at night.' }),
    setting: 'city',
    weather: ['light-rain'],
  },
  {
    name: 'misty lake',
    answers: place('A cabin by a lake.', { first_moment: 'Morning mist on the lake.' }),
    setting: 'lakeside',
    weather: ['mist'],
  },
  {
    name: 'snow at a beach becomes rain',
    answers: place('A villa on the beach.', { first_moment: 'Snow falling.' }),
    setting: 'beach',
    season: 'summer',
  },
  {
    name: 'houseboat in the desert stays on water',
    answers: place('A houseboat in the desert.'),
    style: 'houseboat',
    water: 'river',
  },
];
