import type { PropKind, WorldSpec } from '#shared/worldSpec';
import { desertLow, homeDimensions, type PlantInstance, propPlacement } from '#world';
import type { Blob } from './BlobShadows';

/** Footprint of each prop's shadow, metres (before the prop's scale). */
const propFootprints: Record<PropKind, [number, number]> = {
  car: [2.6, 5.2],
  boat: [0, 0],
  plane: [10, 10],
  bicycle: [0.8, 1.8],
  piano: [2.2, 2.8],
  guitar: [0.8, 0.8],
  books: [2, 0.9],
  art: [1.6, 1],
  flowers: [2.8, 1.6],
  gym: [2.6, 2],
  'yoga-mat': [1, 2.2],
  desk: [2.4, 1.8],
  telescope: [1.2, 1.2],
  fireplace: [2, 1.2],
  hammock: [3.8, 1.6],
  campfire: [2.4, 2.4],
  'hot-tub': [3.2, 3.2],
  dog: [0.7, 1.1],
  globe: [0.9, 0.9],
  'vegetable-garden': [3.8, 3.6],
  convertible: [2.5, 5.2],
  pickup: [2.7, 6],
  jeep: [2.5, 4.6],
  motorbike: [0.8, 2.2],
  scooter: [0.7, 1.7],
  'cargo-bike': [0.9, 2.6],
  snowmobile: [1.4, 3.2],
  sailboat: [0, 0],
  yacht: [0, 0],
  kayak: [0, 0],
  surfboard: [0.9, 2.6],
  skis: [1.6, 0.8],
  workbench: [2.6, 1.2],
  kitchen: [4, 1.4],
  'lab-bench': [2.6, 1.2],
  blackboard: [2, 0.8],
  stage: [5, 3.6],
};

/** Contact shadows under the home, the props and the trees near the plot. */
export function shadowBlobs(spec: WorldSpec, plants: PlantInstance[]): Blob[] {
  const home = homeDimensions(spec.home);
  const blobs: Blob[] = [
    { x: 0, y: 0, z: 0, width: home.width * 1.35, depth: home.depth * 1.45, rotation: 0, strength: 0.9 },
  ];
  for (const prop of spec.props) {
    const [w, d] = propFootprints[prop.kind];
    if (w === 0) continue;
    const { x, y, z } = propPlacement(prop, spec);
    blobs.push({
      x,
      y,
      z,
      width: w * prop.scale,
      depth: d * prop.scale,
      rotation: prop.rotationY,
      strength: 0.8,
    });
  }
  const near = spec.layout.plotRadius * 1.6;
  for (const plant of plants) {
    if (Math.hypot(plant.x, plant.z) > near || plant.kind === 'rock') continue;
    const size =
      (plant.kind === 'bush' ? 2.6 : plant.kind === 'cactus' ? 2 : desertLow.has(plant.kind) ? 1.6 : 4.2) *
      plant.scale;
    blobs.push({
      x: plant.x,
      y: plant.y + 0.1,
      z: plant.z,
      width: size,
      depth: size,
      rotation: 0,
      strength: 0.7,
    });
  }
  return blobs;
}
