import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '#world';
import type { Atmosphere } from './atmosphere';

/**
 * Where the sky's clouds stand (docs/decisions/0093-painted-clouds.md): each cloud a cluster of
 * soft camera-facing puffs, flat along its base and heaped in its middle, spread across the sky
 * (along the ring, not towards the camera) so a cloud reads as a cloud from the plot. Pure and
 * seeded: the same world has the same sky.
 */
interface CloudPuff {
  center: [number, number, number];
  /** Width and height of the billboard, metres. */
  size: [number, number];
  /** 0..1: mirrors the texture and shifts its noise, so no two puffs look stamped. */
  variant: number;
  /** Peak opacity of this puff (wisps and the night's few clouds are thin). */
  opacity: number;
}

export type CloudDetail = 'full' | 'lean';

type Sky = Pick<Atmosphere, 'cloudCover' | 'isNight'>;

/** Cover at or above this is an overcast sky: a grey layer over the heaped clouds. */
export const overcastCover = 0.7;
/** Cover at or below this is a clear sky: a few thin wisps, no heaped clouds. */
const clearCover = 0.2;

/** Half the arc, radians, around the arrival's bearing where the first clouds stand. */
const inViewArc = (35 * Math.PI) / 180;

export function cloudPuffs(
  spec: Pick<WorldSpec, 'seed' | 'arrival'>,
  sky: Sky,
  detail: CloudDetail = 'full',
): CloudPuff[] {
  const random = seededRandom(mixSeed(spec.seed, 505));
  // The bearing the arrival looks along (clockwise from −z, as the sun's azimuth).
  const { position, target } = spec.arrival.viewpoint;
  const bearing = Math.atan2(target[0] - position[0], -(target[2] - position[2]));
  const lean = detail === 'lean';
  const puffs: CloudPuff[] = [];
  const clear = sky.cloudCover <= clearCover;
  // Fewer clouds at night: barely lit from above, many would read as dark blots on the stars.
  const clouds = clear
    ? sky.isNight
      ? 1
      : 5
    : Math.round(sky.isNight ? 1 + sky.cloudCover * 2 : 3 + sky.cloudCover * 12);
  // A sky seen from the arrival with no cloud in it is a flat backdrop: the first few clouds stand
  // in the arc the arrival looks into, the rest anywhere around.
  const inView = Math.min(clouds, sky.isNight ? 1 : 3);
  for (let c = 0; c < clouds; c++) {
    const angle = c < inView ? bearing + (random() * 2 - 1) * inViewArc : random() * Math.PI * 2;
    const distance = 130 + random() * 260;
    const [cx, cz] = [Math.sin(angle) * distance, -Math.cos(angle) * distance];
    // Across the sky as seen from the plot: the tangent of the ring.
    const [ax, az] = [Math.cos(angle), Math.sin(angle)];
    const cy = 40 + random() * 45;
    const opacity = sky.isNight ? 0.45 : 1;
    if (clear) {
      // A wisp: two or three long thin streaks, slightly offset.
      const width = 60 + random() * 60;
      const streaks = lean ? 2 : 3;
      for (let s = 0; s < streaks; s++) {
        const along = (random() - 0.5) * width * 0.5;
        puffs.push({
          center: [cx + ax * along, cy + (random() - 0.5) * 6, cz + az * along],
          size: [width * (0.6 + random() * 0.4), 7 + random() * 5],
          variant: random(),
          opacity: opacity * (0.45 + random() * 0.2),
        });
      }
      continue;
    }
    const width = 44 + random() * 50;
    const count = lean ? 3 : 5 + Math.floor(random() * 3);
    for (let p = 0; p < count; p++) {
      // -1..1 along the cloud; puffs are biggest and highest in the middle: a heap on a flat base.
      const t = count === 1 ? 0 : (p / (count - 1)) * 2 - 1;
      const heap = 1 - t * t * 0.6;
      const along = t * width * 0.42 + (random() - 0.5) * 5;
      const size = width * (0.42 + random() * 0.18) * heap * (lean ? 1.25 : 1);
      puffs.push({
        center: [cx + ax * along, cy + size * 0.28, cz + az * along + (random() - 0.5) * 4],
        size: [size * 1.25, size],
        variant: random(),
        opacity,
      });
    }
  }
  if (sky.cloudCover >= overcastCover) {
    // The grey layer: wide flat sheets high over everything, so the sky itself reads as overcast.
    const sheets = lean ? 8 : 14;
    for (let s = 0; s < sheets; s++) {
      const angle = (s / sheets) * Math.PI * 2 + random() * 0.4;
      const distance = 160 + random() * 260;
      puffs.push({
        center: [Math.sin(angle) * distance, 140 + random() * 40, -Math.cos(angle) * distance],
        size: [220 + random() * 120, 60 + random() * 30],
        variant: random(),
        opacity: (sky.isNight ? 0.35 : 0.7) * sky.cloudCover,
      });
    }
  }
  // Far to near from the plot: the puffs share one draw call and are blended in this order.
  return puffs.sort((a, b) => horizontalDistance(b) - horizontalDistance(a));
}

const horizontalDistance = ({ center: [x, , z] }: CloudPuff) => Math.hypot(x, z);
