import type { SignatureKind, WorldSpec } from '#shared/worldSpec';
import { showsElement } from '../geometry/signature-seen';
import type { ViewJudgement } from '../geometry/view-account';
import { foldWord } from '../language/text';

/**
 * What a caption claims a picture shows, and whether the picture shows it
 * (docs/decisions/0116-signature-elements-proven-by-the-view-judge.md): "the aurora" only when the
 * sky holds it (a night where it is seen), "the mountains reflected in the fjord" only when both are
 * in the frame, "the sea" only when water is. Read from the words of the questionnaire's languages,
 * folded (no accents, lower case); checked by the pure view judge on every screen the view is shown on.
 */
export type Claim = SignatureKind | 'stars';

const claimWords: readonly [Claim, RegExp][] = [
  ['aurora', /\b(auroras?|northern lights|southern lights|aurore|aurores|nordlicht|polarlicht)\b/],
  [
    'water',
    /\b(sea|ocean|lagoon|lake|river|canal|fjord|fjords|bay|waves|water|waters|tide|mar|mer|meer|lago|laguna|lagon|rio|fiume|fleuve|riviere|oceano|ocean|fluss|mare)\b/,
  ],
  [
    'mountains',
    /\b(mountains?|peaks?|fjord|fjords|fjord walls|alps|montanas?|montagnes?|berge|gebirge|montagne|montanhas?|monti|sierra)\b/,
  ],
  ['skyline', /\b(skyline|skyscrapers|city|city lights|towers|rooftops|horizonte urbano)\b/],
  ['snow', /\b(snow|snowy|snowfall|nieve|neige|schnee|neve)\b/],
  ['fog', /\b(fog|foggy|mist|misty|niebla|brume|brouillard|nebel|nebbia|neblina|nevoeiro)\b/],
  [
    'open-horizon',
    /\b(horizon|horizonte|orizzonte|open sky|open (?:desert|savanna|steppe|plains?)|wide, snowy tundra)\b/,
  ],
  ['stars', /\b(stars|starry|starlight|estrellas|etoiles|sterne|stelle|estrelas)\b/],
];

/** The things a text says the picture holds. */
export function claimsOf(text: string): Claim[] {
  const folded = foldWord(text);
  return claimWords.filter(([, pattern]) => pattern.test(folded)).map(([claim]) => claim);
}

/** The least share of sky for the stars to be in the picture. */
const starSky = 0.15;

/** Whether every view shows what the claim names. */
function claimShown(
  claim: Claim,
  spec: Pick<WorldSpec, 'sky' | 'weather'>,
  views: readonly ViewJudgement[],
): boolean {
  if (claim === 'stars') return spec.sky.stars && views.every((view) => view.shares.sky >= starSky);
  return views.every((view) => showsElement(claim, spec, view));
}

/** What a text claims that the views do not show (empty: the text is true of its picture). */
export function falseClaims(
  text: string,
  spec: Pick<WorldSpec, 'sky' | 'weather'>,
  views: readonly ViewJudgement[],
): Claim[] {
  return claimsOf(text).filter((claim) => !claimShown(claim, spec, views));
}
