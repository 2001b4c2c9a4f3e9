/**
 * The only source of randomness of the world, in the generator and in the scene: a 32-bit seed
 * hashed from the answers, and a small fast PRNG over it. Math.random is never used, so the same
 * answers always give the same world, drawn the same way every time.
 */

/** FNV-1a over the UTF-16 code units, then a final avalanche so similar texts spread apart. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export interface Random {
  /** [0, 1). */
  next(): number;
  /** [min, max). */
  range(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for layout and taste choices. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (probability) => next() < probability,
  };
}

/**
 * An independent stream per concern ("layout", "palette"…): adding a random call to one part of
 * the generator then never reshuffles the others, which keeps worlds stable across small changes.
 */
export function streamFor(seed: number, concern: string): Random {
  return createRandom(hashText(`${seed}:${concern}`));
}

/** The bare [0, 1) stream of `createRandom`, for the scene's per-system placement loops. */
export function seededRandom(seed: number): () => number {
  return createRandom(seed).next;
}

/**
 * Mixes a seed with a numeric salt so that two systems (trees, clouds) do not share a stream; the
 * scene's numeric counterpart of `streamFor`.
 */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
