import { type BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import type { PropKind, WorldProp } from '#shared/worldSpec';
import {
  cellIndex,
  hitVoxels,
  placeVoxels,
  propFootprintRadius,
  type Ray,
  type ShapeRecord,
  type TreeKind,
  treeKinds,
} from '#world';
import { buildProps } from './props';
import { treeModel } from './trees';

/**
 * The models' shapes as the view judge knows them (src/world/geometry/voxels.ts): each prop's
 * and each plant's model at scale 1, its surface marked in a grid of cells about `target` metres
 * wide (at most `cap` a side). scripts/record-model-shapes.ts writes them into the world; a test
 * checks that the record still matches the models.
 */
const target = 0.3;
const cap = 14;

/**
 * A model's shape; `measured` false leaves its fill at 1 (the fill takes some seconds a model to
 * measure, and a check of the cells needs none).
 */
export function recordShape(geometry: BufferGeometry, measured = true): ShapeRecord {
  geometry.computeBoundingBox();
  const box = geometry.boundingBox;
  if (!box) throw new Error('a model without a bounding box');
  const min: [number, number, number] = [box.min.x, box.min.y, box.min.z];
  const extent = [box.max.x - box.min.x, box.max.y - box.min.y, box.max.z - box.min.z].map((value) =>
    Math.max(value, 0.02),
  );
  const size = extent.map((value) => Math.min(cap, Math.max(1, Math.ceil(value / target)))) as [
    number,
    number,
    number,
  ];
  const cell = extent.map((value, axis) => value / (size[axis] as number)) as [number, number, number];
  const bytes = new Uint8Array(Math.ceil((size[0] * size[1] * size[2]) / 8));
  const mark = (x: number, y: number, z: number) => {
    const at = [x, y, z].map((value, axis) =>
      Math.min(
        (size[axis] as number) - 1,
        Math.max(0, Math.floor((value - (min[axis] as number)) / (cell[axis] as number))),
      ),
    ) as [number, number, number];
    const index = cellIndex(size, at[0], at[1], at[2]);
    bytes[index >> 3] = (bytes[index >> 3] as number) | (1 << (index & 7));
  };
  const position = geometry.getAttribute('position');
  const index = geometry.getIndex();
  const count = index ? index.count : position.count;
  const vertex = (i: number) => {
    const at = index ? index.getX(i) : i;
    return [position.getX(at), position.getY(at), position.getZ(at)] as const;
  };
  const finest = Math.min(...cell) / 2;
  for (let i = 0; i + 2 < count; i += 3) {
    const a = vertex(i);
    const b = vertex(i + 1);
    const c = vertex(i + 2);
    const longest = Math.max(
      Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]),
      Math.hypot(c[0] - a[0], c[1] - a[1], c[2] - a[2]),
      Math.hypot(c[0] - b[0], c[1] - b[1], c[2] - b[2]),
    );
    const steps = Math.max(1, Math.ceil(longest / finest));
    for (let u = 0; u <= steps; u++)
      for (let v = 0; u + v <= steps; v++) {
        const s = u / steps;
        const t = v / steps;
        mark(
          a[0] + (b[0] - a[0]) * s + (c[0] - a[0]) * t,
          a[1] + (b[1] - a[1]) * s + (c[1] - a[1]) * t,
          a[2] + (b[2] - a[2]) * s + (c[2] - a[2]) * t,
        );
      }
  }
  // `|| 0`: a record holds no negative zero (a JSON file cannot).
  const round = (value: number) => Math.round(value * 1e4) / 1e4 || 0;
  const record: ShapeRecord = {
    min: min.map(round) as [number, number, number],
    size,
    cell: cell.map(round) as [number, number, number],
    bits: Buffer.from(bytes).toString('base64'),
    fill: 1,
  };
  if (measured) record.fill = fillOf(geometry, record);
  geometry.dispose();
  return record;
}

/** Seen from round about (a little above the horizon) and from high above. */
const directions = [
  ...Array.from({ length: 8 }, (_, i) => [(i / 8) * Math.PI * 2, (10 * Math.PI) / 180] as const),
  [0.4, (50 * Math.PI) / 180] as const,
  [2.5, (50 * Math.PI) / 180] as const,
];
const raysAcross = 48;

/**
 * How much of its cell each voxel's solid must fill for the voxels' silhouette to cover what the
 * model's does: the model and its voxels are each met by parallel rays from `directions`, and the
 * fill found by halving until the counts agree.
 */
function fillOf(geometry: BufferGeometry, record: ShapeRecord): number {
  const mesh = new Mesh(geometry, new MeshBasicMaterial({ side: DoubleSide }));
  mesh.updateMatrixWorld(true);
  const raycaster = new Raycaster();
  const rays: Ray[] = [];
  const box = geometry.boundingBox;
  if (!box) return 1;
  const centre = box.getCenter(new Vector3());
  const reach = box.getSize(new Vector3()).length();
  const corners = [0, 1].flatMap((a) =>
    [0, 1].flatMap((b) =>
      [0, 1].map(
        (c) => new Vector3(a ? box.max.x : box.min.x, b ? box.max.y : box.min.y, c ? box.max.z : box.min.z),
      ),
    ),
  );
  for (const [azimuth, elevation] of directions) {
    const towards = new Vector3(
      -Math.sin(azimuth) * Math.cos(elevation),
      -Math.sin(elevation),
      -Math.cos(azimuth) * Math.cos(elevation),
    );
    const right = new Vector3().crossVectors(towards, new Vector3(0, 1, 0)).normalize();
    const up = new Vector3().crossVectors(right, towards).normalize();
    const across = corners.map((corner) => corner.clone().sub(centre));
    const [r0, r1] = [
      Math.min(...across.map((v) => v.dot(right))),
      Math.max(...across.map((v) => v.dot(right))),
    ];
    const [u0, u1] = [Math.min(...across.map((v) => v.dot(up))), Math.max(...across.map((v) => v.dot(up)))];
    for (let i = 0; i < raysAcross; i++)
      for (let j = 0; j < raysAcross; j++) {
        const origin = centre
          .clone()
          .addScaledVector(towards, -reach)
          .addScaledVector(right, r0 + ((i + 0.5) / raysAcross) * (r1 - r0))
          .addScaledVector(up, u0 + ((j + 0.5) / raysAcross) * (u1 - u0));
        rays.push({ ox: origin.x, oy: origin.y, oz: origin.z, dx: towards.x, dy: towards.y, dz: towards.z });
      }
  }
  let modelHits = 0;
  for (const ray of rays) {
    raycaster.set(new Vector3(ray.ox, ray.oy, ray.oz), new Vector3(ray.dx, ray.dy, ray.dz));
    if (raycaster.intersectObject(mesh, false).length > 0) modelHits++;
  }
  (mesh.material as MeshBasicMaterial).dispose();
  const voxelHits = (fill: number) => {
    const placed = placeVoxels({ kind: 'path' }, { ...record, fill }, [0, 0, 0], 0, [1, 1, 1]);
    return rays.filter((ray) => hitVoxels(placed, ray, reach * 3) !== null).length;
  };
  let low = 0.2;
  let high = 1;
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    if (voxelHits(middle) > modelHits) high = middle;
    else low = middle;
  }
  return Math.round(((low + high) / 2) * 1000) / 1000;
}

/** Every prop kind's model, alone at the origin, unturned, at scale 1 (no drive or dock under it). */
export function propShapeRecords(measured = true): Record<PropKind, ShapeRecord> {
  const kinds = Object.keys(propFootprintRadius) as PropKind[];
  return Object.fromEntries(
    kinds.map((kind) => {
      const prop: WorldProp = {
        kind,
        category: 'home',
        position: [0, 0, 0],
        site: 'garden',
        rotationY: 0,
        scale: 1,
        color: '#888888',
        label: kind,
      };
      const { body } = buildProps({
        props: [prop],
        terrain: { water: 'none' } as never,
        layout: { plotRadius: 30 } as never,
        home: { style: 'cabin' } as never,
      });
      if (!body) throw new Error(`no model for ${kind}`);
      return [kind, recordShape(body, measured)];
    }),
  ) as Record<PropKind, ShapeRecord>;
}

export function plantShapeRecords(measured = true): Record<TreeKind, ShapeRecord> {
  return Object.fromEntries(
    treeKinds.map((kind) => {
      const model = treeModel(kind, '#4a7a3a', false);
      if (!model) throw new Error(`no model for ${kind}`);
      return [kind, recordShape(model, measured)];
    }),
  ) as Record<TreeKind, ShapeRecord>;
}
