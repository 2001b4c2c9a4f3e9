import { BufferGeometry, Float32BufferAttribute } from 'three';

/**
 * Roof shapes as tiny custom geometries (a box or a cone can't make a gable). Each is centred on
 * the origin in x/z, with its eaves at y = 0, its ridge along x, and no underside (never seen).
 */

function fromTriangles(vertices: number[]): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(vertices, 3));
  geometry.computeVertexNormals();
  return geometry;
}

type V = [number, number, number];
const tri = (a: V, b: V, c: V) => [...a, ...b, ...c];
const quad = (a: V, b: V, c: V, d: V) => [...tri(a, b, c), ...tri(a, c, d)];

/** Two slopes meeting at a ridge along x, with triangular gable ends. */
export function gableRoof(width: number, depth: number, rise: number): BufferGeometry {
  const w = width / 2;
  const d = depth / 2;
  const fl: V = [-w, 0, d];
  const fr: V = [w, 0, d];
  const bl: V = [-w, 0, -d];
  const br: V = [w, 0, -d];
  const rl: V = [-w, rise, 0];
  const rr: V = [w, rise, 0];
  return fromTriangles([
    ...quad(fl, fr, rr, rl),
    ...quad(br, bl, rl, rr),
    ...tri(bl, fl, rl),
    ...tri(fr, br, rr),
  ]);
}

/** Four slopes: a short ridge along the longer side (a pyramid when square). */
export function hipRoof(width: number, depth: number, rise: number): BufferGeometry {
  const alongX = width >= depth;
  const long = (alongX ? width : depth) / 2;
  const short = (alongX ? depth : width) / 2;
  const ridge = Math.max(0, long - short);
  // Built with the ridge along x, then swapped if the house is deeper than wide.
  const p = (x: number, y: number, z: number): V => (alongX ? [x, y, z] : [z, y, x]);
  const fl = p(-long, 0, short);
  const fr = p(long, 0, short);
  const bl = p(-long, 0, -short);
  const br = p(long, 0, -short);
  const rl = p(-ridge, rise, 0);
  const rr = p(ridge, rise, 0);
  const faces = alongX
    ? [...quad(fl, fr, rr, rl), ...quad(br, bl, rl, rr), ...tri(bl, fl, rl), ...tri(fr, br, rr)]
    : [...quad(fr, fl, rl, rr), ...quad(bl, br, rr, rl), ...tri(fl, bl, rl), ...tri(br, fr, rr)];
  return fromTriangles(faces);
}

/** One slope rising towards the back (-z), with closed sides. */
export function shedRoof(width: number, depth: number, rise: number): BufferGeometry {
  const w = width / 2;
  const d = depth / 2;
  const fl: V = [-w, 0, d];
  const fr: V = [w, 0, d];
  const bl: V = [-w, rise, -d];
  const br: V = [w, rise, -d];
  const blo: V = [-w, 0, -d];
  const bro: V = [w, 0, -d];
  return fromTriangles([
    ...quad(fl, fr, br, bl),
    ...tri(blo, fl, bl),
    ...tri(fr, bro, br),
    ...quad(bro, blo, bl, br),
  ]);
}
