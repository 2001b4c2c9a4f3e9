import nlp from 'compromise';
import { mainLexicon } from './lexicon';
import placeTable from './place-table.json' with { type: 'json' };
import { type Token, tokenize } from './text';

/**
 * The places people name, read from a gazetteer instead of a list of keywords
 * (docs/decisions/0110-place-from-a-gazetteer.md): every town of 20,000 people or more, every
 * capital and regional seat, every first-level region (Tuscany, New Mexico, Bavaria) and every
 * country under its names in English, Spanish, Portuguese, French, German and Italian, derived
 * from GeoNames by scripts/build-place-table.mjs.
 */
export type PlaceKind = 'town' | 'region' | 'country';

export interface NamedPlace {
  /** The name as the gazetteer writes it ("Tromsø", "New Mexico", "Norway"). */
  name: string;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** The GeoNames first-level region code within the country, for a town or a region. */
  region?: string;
}

interface Index {
  byKey: Map<string, NamedPlace[]>;
  /** Every leading word sequence of a key ("santa" for "santa fe"): a match reads on only then. */
  prefixes: Set<string>;
  longest: number;
}

const keyOf = (name: string) =>
  tokenize(name)
    .map((token) => token.key)
    .join(' ');

function addRows(index: Index, rows: string, kind: PlaceKind): void {
  for (const row of rows.split('\n')) {
    const [names = '', lat = '0', lon = '0', country = '', region] = row.split('|');
    const allNames = names.split(';');
    const place: NamedPlace = {
      name: allNames[0] ?? '',
      kind,
      latitude: Number(lat),
      longitude: Number(lon),
      country,
      ...(region ? { region } : {}),
    };
    for (const name of allNames) {
      const key = keyOf(name);
      if (!key) continue;
      const list = index.byKey.get(key);
      if (list) list.push(place);
      else index.byKey.set(key, [place]);
      const parts = key.split(' ');
      index.longest = Math.max(index.longest, parts.length);
      for (let length = 1; length < parts.length; length++)
        index.prefixes.add(parts.slice(0, length).join(' '));
    }
  }
}

// Built on first use, not at import: the browser's scene code imports the world without it.
let built: Index | null = null;
function index(): Index {
  if (built) return built;
  const fresh: Index = { byKey: new Map(), prefixes: new Set(), longest: 1 };
  // A name that is a country is the country ("Singapore"); one that is a town and a region is
  // the town ("Kyoto", "Lisbon"), the more precise of the two.
  addRows(fresh, placeTable.countries, 'country');
  addRows(fresh, placeTable.towns, 'town');
  addRows(fresh, placeTable.regions, 'region');
  built = fresh;
  return fresh;
}

/** Words before a place name that say it is one: "in Tromsø", "près de Nice", "bei München". */
const placePrepositions = new Set(
  'in near at by outside from to on around en a em no na perto cerca nel nella vicino pres bei im am nahe zu de du'.split(
    ' ',
  ),
);
const skippedBefore = new Set(['the', 'la', 'le', 'el', 'der', 'die', 'das', 'di']);

/** Tags of compromise's lexicon that are names; any other tag makes a word a common word. */
const nameTags = /City|Country|Place|Region|ProperNoun/;
type Tags = Record<string, string | string[]>;
let tagsOfWords: Tags | null = null;
/** compromise's lexicon, read on first use so that importing the world costs nothing. */
function lexiconTagsOf(key: string): string {
  tagsOfWords ??= (nlp.model() as { one: { lexicon: Tags } }).one.lexicon;
  const tags = tagsOfWords[key];
  return tags === undefined ? '' : String(tags);
}

/**
 * The small words of the other languages the questionnaire is answered in, which are towns
 * somewhere ("Una" in India, "Casa" in Morocco's tables, "Mi" in China).
 */
const foreignCommonWords = new Set(
  `uma umas uns una uno un une des du la le les los las el lo il gli der die das dem den ein eine einen einem mein meine mi
  mis mon ma mes meu minha mia mio casa casas maison haus chez sur sous avec con sin mit und y et e o ou oder
  playa praia plage strand spiaggia mar mer meer mare montana montanha montagne berg berge montagna lago lac see
  bosque floresta foret wald bosco campo campagne campagna ciudad cidade ville stadt citta rio fleuve fluss fiume
  isla ilha ile insel isola granja ferme casale jardin jardim giardino garten cerca perto pres vicino bei junto
  costa cote kuste pueblo aldea vila village dorf paese villa`.split(/\s+/),
);

/** True when a lower-case word is a common word ("nice", "split", "paradise") before a name. */
function commonWord(key: string): boolean {
  if (key.length < 3 || foreignCommonWords.has(key)) return true;
  const tags = lexiconTagsOf(key);
  if (tags) return !nameTags.test(tags);
  return mainLexicon.words.has(key);
}

/**
 * Words some country names a region by ("North" in Cameroon, "Coast" in Kenya, "Central" in
 * Ghana) but that never name a place alone in an answer ("the North Atlantic", "the coast").
 */
const genericWords = new Set(
  'north south east west northern southern eastern western central centre center upper lower coast island islands lakes capital mountain mountains valley river border'.split(
    ' ',
  ),
);

/** First names and surnames, which a capital does not make a place ("with Victoria"). */
const personTag = /Person|FirstName|MaleName|FemaleName|LastName|Honorific/;
const personWord = (key: string) => personTag.test(lexiconTagsOf(key));

const sentenceStart = (tokens: readonly Token[], at: number, text: string) =>
  at === 0 || /[.!?\n]\s*$/.test(text.slice((tokens[at - 1] as Token).end, (tokens[at] as Token).start));

function afterPreposition(tokens: readonly Token[], at: number): boolean {
  let before = at - 1;
  if (before >= 0 && skippedBefore.has((tokens[before] as Token).key)) before--;
  return before >= 0 && placePrepositions.has((tokens[before] as Token).key);
}

/**
 * Whether the words from `first` to `end` are written as a name. A capital counts except on a
 * sentence's one first word; otherwise the words must not be common words, and a single word
 * must follow a preposition ("near tromso"), so "a long bath" is never Bath.
 */
function readsAsPlace(tokens: readonly Token[], first: number, end: number, text: string): boolean {
  const span = tokens.slice(first, end);
  const capital = span.some(
    (token, offset) =>
      /^\p{Lu}/u.test(token.word) &&
      !(offset === 0 && span.length === 1 && sentenceStart(tokens, first, text)),
  );
  const prepositioned = afterPreposition(tokens, first);
  if (span.length === 1 && personWord(span[0]?.key ?? '') && !prepositioned) return false;
  if (span.length === 1 && genericWords.has(span[0]?.key ?? '')) return false;
  if (capital) return true;
  // A sentence's first word with its capital is a name when it is no common word ("Kyoto.").
  if (/^\p{Lu}/u.test(span[0]?.word ?? '')) return !span.every((token) => commonWord(token.key));
  // Someone who writes capitals writes names with them: their lower-case words are words
  // ("uma casa branca" is not Casa Branca, "à beira-mar" not Beira).
  if (/\p{Lu}/u.test(text)) return false;
  // Lower-case common words name a place only after a preposition: "in alice springs", never
  // "by a long beach".
  if (span.every((token) => commonWord(token.key))) return prepositioned && span.length > 1;
  // Not a common word: a name even lower-case when it has several words, follows a preposition,
  // or opens a sentence with a capital ("Kyoto." "Reykjavík, by the harbour").
  return span.length > 1 || prepositioned || /^\p{Lu}/u.test(span[0]?.word ?? '');
}

interface Mention {
  places: NamedPlace[];
  first: number;
  /** Written with a capital: surer than a lower-case word that happens to be a town. */
  capital: boolean;
}

function mentionsIn(text: string): Mention[] {
  const { byKey, prefixes, longest } = index();
  const tokens = tokenize(text);
  const mentions: Mention[] = [];
  let at = 0;
  while (at < tokens.length) {
    let key = '';
    let best: { places: NamedPlace[]; length: number } | null = null;
    for (let end = at; end < tokens.length && end - at < longest; end++) {
      const token = tokens[end] as Token;
      if (end > at && token.afterBreak) break;
      key = end === at ? token.key : `${key} ${token.key}`;
      const places = byKey.get(key);
      if (places && readsAsPlace(tokens, at, end + 1, text)) best = { places, length: end - at + 1 };
      if (!prefixes.has(key)) break;
    }
    if (best) {
      // English puts no article before a town: "the (North) Atlantic" is the ocean, not Atlantic,
      // Iowa. Look back over the capitalised words the name opens with.
      let before = at - 1;
      while (before >= 0 && /^\p{Lu}/u.test(tokens[before]?.word ?? '') && !tokens[before + 1]?.afterBreak)
        before--;
      const afterThe = before >= 0 && tokens[before]?.key === 'the';
      const places = afterThe ? best.places.filter((place) => place.kind !== 'town') : best.places;
      const capital = /^\p{Lu}/u.test(tokens[at]?.word ?? '');
      if (places.length > 0) mentions.push({ places: regionBeforeStrayTown(places), first: at, capital });
      at += best.length;
    } else at++;
  }
  return mentions;
}

/**
 * A name that is a region and a town elsewhere is the region ("Yukon" is the territory, not the
 * town in Oklahoma); a town inside the region of its name stays the town ("Kyoto", "Lisbon").
 */
function regionBeforeStrayTown(places: NamedPlace[]): NamedPlace[] {
  const town = places[0];
  const region = places.find((place) => place.kind === 'region');
  if (town?.kind !== 'town' || !region) return places;
  if (town.country === region.country && town.region === region.region) return places;
  return [region, ...places.filter((place) => place !== region)];
}

const kindRank: Record<PlaceKind, number> = { town: 3, region: 2, country: 1 };

/**
 * The place a text names, or null. Several names agree with each other: "Santa Fe, New Mexico"
 * is the town in that region, not the larger Santa Fe in Argentina; "a cabin in Norway near
 * Tromsø" is the town. Without such agreement the most specific name wins, then the first.
 */
export function findPlace(text: string): NamedPlace | null {
  const mentions = mentionsIn(text);
  if (mentions.length === 0) return null;
  // What each mention could mean as a country or a region, so another mention can agree with it.
  const areas = mentions.map((mention) => {
    const keys = new Set<string>();
    for (const place of mention.places) {
      if (place.kind === 'country') keys.add(place.country);
      if (place.kind === 'region') keys.add(`${place.country}.${place.region}`);
    }
    return keys;
  });
  let best: { place: NamedPlace; score: number } | null = null;
  mentions.forEach((mention, at) => {
    const elsewhere = (key: string) => areas.some((keys, other) => other !== at && keys.has(key));
    // The gazetteer lists same-named places by population: the first agreeing one, else the first.
    const agreeing = mention.places.find(
      (place) =>
        (place.kind === 'town' && elsewhere(`${place.country}.${place.region}`)) ||
        (place.kind !== 'country' && elsewhere(place.country)),
    );
    const place = agreeing ?? mention.places[0];
    if (!place) return;
    // A town that fits none of the regions or countries named beside it is likely another word
    // ("the North Atlantic coast of Nova Scotia" is not Atlantic, Iowa).
    const stray =
      place.kind === 'town' && !agreeing && areas.some((keys, other) => other !== at && keys.size > 0);
    const score = kindRank[place.kind] + (agreeing ? 3 : 0) - (stray ? 2.5 : 0) + (mention.capital ? 0.5 : 0);
    if (!best || score > best.score) best = { place, score };
  });
  return (best as { place: NamedPlace } | null)?.place ?? null;
}
