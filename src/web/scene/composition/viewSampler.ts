import {
  BufferGeometry,
  Float32BufferAttribute,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  PerspectiveCamera,
  Quaternion,
  Raycaster,
  Vector2,
  Vector3,
} from 'three';
import { acceleratedRaycast, MeshBVH } from 'three-mesh-bvh';
import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import {
  fovForAspect,
  layoutVegetation,
  layoutWayToWater,
  type TerrainShape,
  type TreeKind,
  terrainRadius,
  terrainShape,
} from '#world';
import { buildHome } from '../models/home';
import { buildPathBlocks } from '../models/pathBlocks';
import { buildProps } from '../models/props';
import { treeModel } from '../models/trees';

/**
 * Samples what a view shows by casting a grid of rays through the camera's frustum into the
 * world's real geometry (the home's and props' meshes, every plant, the terrain's height field and
 * the water), the way the renderer would see it — without a GPU, so composition is checked in a
 * unit test (docs/decisions/0046-composition-checked-by-rays.md). Each ray reports what it hits
 * first and how far away.
 */

export type Surface = 'home' | 'prop' | 'plant' | 'terrain' | 'water' | 'sky';

export interface RayHit {
  surface: Surface;
  /** For props, the category they belong to (null when none). */
  category: WorldSpec['props'][number]['category'] | null;
  distance: number;
  /**
   * The surface met faces up (a deck's boards, a terrace floor, a pool's rim): ground to stand
   * on and look across, not a thing standing in the way.
   */
  floor?: boolean;
  /**
   * The outward normal of the face met (towards the camera, whichever way the model wound it):
   * which side of a thing the view sees — the home's front or its back, a wall or a roof.
   */
  normal?: [number, number, number];
  /** Where the ray met a thing, in the world (things only: the ground and the sky leave it out). */
  point?: [number, number, number];
  /** Position in the frame, 0..1 from the left and from the top. */
  u: number;
  v: number;
}

export interface WorldSample {
  spec: WorldSpec;
  shape: TerrainShape;
  objects: Object3D[];
}

const material = new MeshBasicMaterial();
const up = new Vector3(0, 1, 0);
const treeGeometries = new Map<string, BufferGeometry | null>();

function meshOf(
  geometry: BufferGeometry | null,
  tag: Pick<RayHit, 'surface' | 'category'>,
  matrix?: Matrix4,
) {
  if (!geometry) return null;
  // A bounding-volume tree per geometry: a ray tests a handful of triangles instead of all of a
  // home's thousands, which is what lets the framing search judge many candidate views
  // (docs/decisions/0079-framing-search.md).
  geometry.boundsTree ??= new MeshBVH(geometry);
  const mesh = new Mesh(geometry, material);
  mesh.raycast = acceleratedRaycast;
  mesh.userData = tag;
  if (matrix) {
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(matrix);
  }
  mesh.updateMatrixWorld(true);
  return mesh;
}

/** The world's solid things as plain meshes (built once per world, shared by all its views). */
export function sampleWorld(spec: WorldSpec): WorldSample {
  const shape = terrainShape(spec);
  const objects: Object3D[] = [];
  const home = buildHome(spec);
  for (const part of [home.matte, home.polished, home.glass, home.windows, home.poolWater, home.snow]) {
    const mesh = meshOf(part.merge(), { surface: 'home', category: null });
    if (mesh) objects.push(mesh);
  }
  for (const prop of spec.props) {
    const mesh = meshOf(buildProps({ ...spec, props: [prop] }).body, {
      surface: 'prop',
      category: prop.category,
    });
    if (mesh) objects.push(mesh);
  }
  // The stair and jetty or the boardwalk count as things before the home: the rules see them.
  const way = meshOf(buildPathBlocks(layoutWayToWater(spec, shape)), { surface: 'prop', category: null });
  if (way) objects.push(way);
  const snowy = spec.terrain.biome === 'snow' || spec.weather.kind === 'snowfall';
  // Every plant in one geometry with one tree of bounds: a ray meets the few plants on its way
  // instead of testing each of a few hundred meshes.
  const placed: { geometry: BufferGeometry; matrix: Matrix4 }[] = [];
  let vertices = 0;
  for (const plant of layoutVegetation(spec, shape)) {
    const key = `${plant.kind}:${spec.palette.foliage}:${snowy}`;
    if (!treeGeometries.has(key))
      treeGeometries.set(key, treeModel(plant.kind as TreeKind, spec.palette.foliage, snowy));
    const geometry = treeGeometries.get(key);
    if (!geometry) continue;
    placed.push({
      geometry,
      matrix: new Matrix4().compose(
        new Vector3(plant.x, plant.y, plant.z),
        new Quaternion().setFromAxisAngle(up, plant.rotation),
        new Vector3(plant.scale, plant.scale, plant.scale),
      ),
    });
    vertices += geometry.getIndex()?.count ?? geometry.getAttribute('position').count;
  }
  if (vertices > 0) {
    const positions = new Float32Array(vertices * 3);
    const point = new Vector3();
    let at = 0;
    for (const { geometry, matrix } of placed) {
      const source = geometry.getAttribute('position');
      const index = geometry.getIndex();
      const count = index ? index.count : source.count;
      for (let i = 0; i < count; i++, at += 3) {
        point.fromBufferAttribute(source, index ? index.getX(i) : i).applyMatrix4(matrix);
        positions[at] = point.x;
        positions[at + 1] = point.y;
        positions[at + 2] = point.z;
      }
    }
    const plants = new BufferGeometry();
    plants.setAttribute('position', new Float32BufferAttribute(positions, 3));
    const mesh = meshOf(plants, { surface: 'plant', category: null });
    if (mesh) objects.push(mesh);
  }
  return { spec, shape, objects };
}

/** Where a ray meets the ground or the water, marching the height field (null: the sky). */
function groundHit(shape: TerrainShape, origin: Vector3, direction: Vector3, far: number) {
  let step = 0.25;
  let travelled = 0;
  while (travelled < far) {
    travelled += step;
    const x = origin.x + direction.x * travelled;
    const y = origin.y + direction.y * travelled;
    const z = origin.z + direction.z * travelled;
    if (Math.hypot(x, z) > terrainRadius) return null;
    const ground = shape.height(x, z);
    if (y <= shape.waterLevel && ground < shape.waterLevel)
      return { surface: 'water' as const, distance: travelled };
    const above = y - ground;
    if (above <= 0) return { surface: 'terrain' as const, distance: travelled };
    // Finer steps near the camera, coarser far away, never skipping more than the height gap.
    step = Math.min(4, Math.max(0.25, travelled * 0.02, above * 0.5));
  }
  return null;
}

/** Casts about `rays` rays through the view at this aspect ratio (width / height), on a square grid. */
export function sampleView(world: WorldSample, viewpoint: Viewpoint, aspect: number, rays = 900): RayHit[] {
  const columns = Math.max(8, Math.round(Math.sqrt(rays * aspect)));
  const rows = Math.max(8, Math.round(rays / columns));
  const camera = new PerspectiveCamera(fovForAspect(aspect), aspect, 0.5, 4000);
  camera.position.set(...viewpoint.position);
  camera.lookAt(new Vector3(...viewpoint.target));
  camera.updateMatrixWorld(true);
  camera.updateProjectionMatrix();
  const raycaster = new Raycaster();
  raycaster.far = 4000;
  raycaster.firstHitOnly = true;
  const hits: RayHit[] = [];
  const ndc = new Vector2();
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const u = (column + 0.5) / columns;
      const v = (row + 0.5) / rows;
      ndc.set(u * 2 - 1, 1 - v * 2);
      raycaster.setFromCamera(ndc, camera);
      const { origin, direction } = raycaster.ray;
      const ground = groundHit(world.shape, origin, direction, 1200);
      raycaster.far = ground ? ground.distance : 4000;
      const object = raycaster.intersectObjects(world.objects, false)[0];
      if (object) {
        const tag = object.object.userData as Pick<RayHit, 'surface' | 'category'>;
        // The meshes are built in world space (identity matrices), so the face normal is the world's.
        const face = object.face?.normal;
        const floor = tag.surface === 'home' && (face?.y ?? 0) > 0.9;
        const normal = face && outward(face, direction);
        hits.push({
          surface: tag.surface,
          category: tag.category,
          distance: object.distance,
          floor,
          normal,
          point: [object.point.x, object.point.y, object.point.z],
          u,
          v,
        });
      } else if (ground)
        hits.push({ surface: ground.surface, category: null, distance: ground.distance, u, v });
      else hits.push({ surface: 'sky', category: null, distance: Number.POSITIVE_INFINITY, u, v });
    }
  }
  return hits;
}

/** A face's normal turned to face the ray that met it (a face seen is seen from its front). */
function outward(normal: Vector3, direction: Vector3): [number, number, number] {
  const sign = normal.dot(direction) > 0 ? -1 : 1;
  return [normal.x * sign, normal.y * sign, normal.z * sign];
}
