import type { Ellipsoid, Hull } from './solids';

/**
 * The points that hold a solid's whole extent, for a test "does all of it fit inside a frame"
 * (arrival-fit.ts): a convex hull's corners (a convex solid lies inside any convex region that
 * holds its corners), and an ellipsoid's outermost points along 26 directions.
 */

type Point = [number, number, number];

/** How far outside a plane a corner may lie and still count, metres (rounding of the planes). */
const slack = 1e-6;

/** The corners of a convex hull: every point where three of its planes meet inside all the others. */
export function hullCorners(hull: Hull): Point[] {
  const { planes } = hull;
  const count = planes.length / 4;
  const corners: Point[] = [];
  const seen = new Set<string>();
  const p = (i: number, k: number) => planes[i * 4 + k] as number;
  for (let a = 0; a < count; a++)
    for (let b = a + 1; b < count; b++)
      for (let c = b + 1; c < count; c++) {
        const point = meet(p(a, 0), p(a, 1), p(a, 2), p(a, 3), p(b, 0), p(b, 1), p(b, 2), p(b, 3), [
          p(c, 0),
          p(c, 1),
          p(c, 2),
          p(c, 3),
        ]);
        if (!point) continue;
        let inside = true;
        for (let i = 0; i < count && inside; i++)
          inside = p(i, 0) * point[0] + p(i, 1) * point[1] + p(i, 2) * point[2] <= p(i, 3) + slack;
        if (!inside) continue;
        const key = point.map((value) => value.toFixed(3)).join();
        if (seen.has(key)) continue;
        seen.add(key);
        corners.push(point);
      }
  return corners;
}

/** Where three planes n·p = d meet (Cramer's rule), or null when two are parallel. */
function meet(
  ax: number,
  ay: number,
  az: number,
  ad: number,
  bx: number,
  by: number,
  bz: number,
  bd: number,
  [cx, cy, cz, cd]: [number, number, number, number],
): Point | null {
  const det = ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  if (Math.abs(det) < 1e-9) return null;
  const x = ad * (by * cz - bz * cy) - ay * (bd * cz - bz * cd) + az * (bd * cy - by * cd);
  const y = ax * (bd * cz - bz * cd) - ad * (bx * cz - bz * cx) + az * (bx * cd - bd * cx);
  const z = ax * (by * cd - bd * cy) - ay * (bx * cd - bd * cx) + ad * (bx * cy - by * cx);
  return [x / det, y / det, z / det];
}

const directions: Point[] = [];
for (const x of [-1, 0, 1])
  for (const y of [-1, 0, 1])
    for (const z of [-1, 0, 1]) {
      const length = Math.hypot(x, y, z);
      if (length > 0) directions.push([x / length, y / length, z / length]);
    }

/** An ellipsoid's surface along the 26 directions to a cube's corners, edges and faces. */
export function ellipsoidPoints({ centre, radii }: Ellipsoid): Point[] {
  return directions.map(([x, y, z]) => [
    centre[0] + x * radii[0],
    centre[1] + y * radii[1],
    centre[2] + z * radii[2],
  ]);
}
