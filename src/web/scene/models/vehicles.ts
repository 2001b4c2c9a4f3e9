import { type Color, CylinderGeometry, SphereGeometry, TorusGeometry } from 'three';
import type { PartList } from './parts';
import { gableRoof } from './roofs';

/**
 * Vehicles that read at a glance, each its own silhouette rather than one car recoloured: an open
 * convertible with seats and a windscreen and no roof, a pickup with a load bed, a boxy jeep with a
 * spare wheel, two-wheelers with a rider's seat, a snowmobile on its ski, and boats with a mast and
 * sail, a flybridge, or a paddle. Local space: standing on y = 0 (boats: the waterline), facing +z.
 */

const dark = '#23262b';
const chrome = '#c9ced6';
const tyre = '#1b1c1f';

export interface VehicleParts {
  body: PartList;
  glow: PartList;
}

function wheel(body: PartList, x: number, z: number, radius = 0.36, width = 0.3) {
  body.add(new CylinderGeometry(radius, radius, width, 10), tyre, {
    position: [x, radius, z],
    rotation: [0, 0, Math.PI / 2],
  });
}

function lights({ glow }: VehicleParts, width: number, front: number, y: number) {
  for (const x of [-width * 0.32, width * 0.32]) glow.box(0.3, 0.14, 0.05, x, y, front, '#fff4d6');
}

export function convertible(parts: VehicleParts, paint: Color) {
  const { body } = parts;
  // A long low body with a rounded nose, the cabin open to the sky.
  body.box(1.85, 0.5, 4.4, 0, 0.3, 0, paint);
  body.box(1.7, 0.18, 1.5, 0, 0.8, 1.1, paint.clone().offsetHSL(0, 0, 0.04));
  body.box(1.7, 0.18, 1.1, 0, 0.8, -1.5, paint.clone().offsetHSL(0, 0, 0.04));
  // Seats and headrests in tan leather.
  for (const x of [-0.45, 0.45]) {
    body.box(0.6, 0.35, 0.6, x, 0.8, -0.2, '#b07a4a');
    body.box(0.6, 0.65, 0.18, x, 0.8, -0.55, '#b07a4a');
    body.box(0.3, 0.22, 0.12, x, 1.45, -0.58, '#b07a4a');
  }
  // A raked windscreen in a chrome frame, and the steering wheel.
  body.box(1.6, 0.5, 0.05, 0, 0.98, 0.45, '#9fc3d6');
  body.box(1.66, 0.06, 0.08, 0, 1.48, 0.45, chrome);
  body.add(new TorusGeometry(0.17, 0.03, 3, 8), dark, {
    position: [-0.45, 1.1, 0.2],
    rotation: [0.9, 0, 0],
  });
  body.box(1.9, 0.1, 0.22, 0, 0.3, 2.22, chrome);
  body.box(1.9, 0.1, 0.22, 0, 0.3, -2.22, chrome);
  for (const x of [-0.92, 0.92]) for (const z of [-1.4, 1.4]) wheel(body, x, z);
  lights(parts, 1.9, 2.21, 0.6);
}

export function pickup(parts: VehicleParts, paint: Color) {
  const { body } = parts;
  body.box(2.0, 0.7, 5.2, 0, 0.5, 0, paint);
  // The cab up front, the open load bed behind it.
  body.box(1.9, 0.75, 1.9, 0, 1.2, 0.6, paint);
  body.box(1.8, 0.5, 0.05, 0, 1.3, 1.56, '#2a3a48');
  for (const x of [-0.96, 0.96]) body.box(0.05, 0.45, 1.3, x, 1.3, 0.6, '#2a3a48');
  body.box(1.8, 0.1, 2.4, 0, 1.1, -1.35, '#3a3a3a');
  for (const x of [-0.95, 0.95]) body.box(0.1, 0.45, 2.5, x, 1.2, -1.35, paint);
  body.box(2.0, 0.45, 0.1, 0, 1.2, -2.55, paint);
  body.box(2.06, 0.22, 0.3, 0, 0.35, 2.6, chrome);
  for (const x of [-0.98, 0.98]) for (const z of [-1.7, 1.6]) wheel(body, x, z, 0.45, 0.36);
  lights(parts, 2, 2.61, 0.85);
}

export function jeep(parts: VehicleParts, paint: Color) {
  const { body } = parts;
  body.box(1.85, 0.8, 3.9, 0, 0.5, 0, paint);
  // Upright windscreen, roll bars and a canvas top over the back.
  body.box(1.75, 0.6, 0.06, 0, 1.3, 0.7, '#9fc3d6');
  body.box(1.85, 0.7, 1.9, 0, 1.3, -0.9, '#6b6a52');
  body.box(1.4, 0.2, 0.1, 0, 0.75, 1.96, dark);
  for (let i = 0; i < 7; i++) body.box(0.08, 0.35, 0.04, -0.45 + i * 0.15, 0.75, 1.97, '#101214');
  // The spare wheel on the tailgate.
  body.add(new CylinderGeometry(0.42, 0.42, 0.3, 10), tyre, {
    position: [0, 1.0, -2.1],
    rotation: [Math.PI / 2, 0, 0],
  });
  for (const x of [-0.98, 0.98]) for (const z of [-1.25, 1.25]) wheel(body, x, z, 0.46, 0.38);
  for (const x of [-0.6, 0.6])
    parts.glow.add(new CylinderGeometry(0.14, 0.14, 0.05, 8), '#fff4d6', {
      position: [x, 0.95, 1.97],
      rotation: [Math.PI / 2, 0, 0],
    });
}

function twoWheels(body: PartList, radius: number, base: number) {
  for (const z of [-base, base])
    body.add(new TorusGeometry(radius, radius * 0.25, 4, 12), tyre, {
      position: [0, radius, z],
      rotation: [0, Math.PI / 2, 0],
    });
}

export function motorbike({ body, glow }: VehicleParts, paint: Color) {
  twoWheels(body, 0.34, 0.72);
  body.add(new SphereGeometry(0.32, 6, 4), paint, { position: [0, 0.85, 0.2], scale: [0.7, 0.6, 1.3] });
  body.box(0.3, 0.12, 0.7, 0, 0.88, -0.35, dark);
  body.box(0.34, 0.3, 0.5, 0, 0.4, 0, '#5d6168');
  body.add(new CylinderGeometry(0.035, 0.035, 0.9, 5), chrome, {
    position: [0, 0.7, 0.62],
    rotation: [0.35, 0, 0],
  });
  body.box(0.75, 0.04, 0.04, 0, 1.1, 0.55, chrome);
  body.add(new CylinderGeometry(0.05, 0.07, 0.8, 6), chrome, {
    position: [0.2, 0.35, -0.35],
    rotation: [Math.PI / 2 - 0.2, 0, 0],
  });
  glow.add(new CylinderGeometry(0.09, 0.09, 0.05, 8), '#fff4d6', {
    position: [0, 0.95, 0.75],
    rotation: [Math.PI / 2, 0, 0],
  });
}

export function scooter({ body, glow }: VehicleParts, paint: Color) {
  twoWheels(body, 0.24, 0.6);
  // The Vespa shape: a curved leg shield in front, a floorboard, a rounded rear cowl and saddle.
  body.box(0.5, 0.9, 0.12, 0, 0.3, 0.5, paint);
  body.box(0.38, 0.08, 0.8, 0, 0.3, 0.05, paint);
  body.add(new SphereGeometry(0.35, 7, 4), paint, { position: [0, 0.55, -0.45], scale: [0.8, 0.75, 1.2] });
  body.box(0.3, 0.1, 0.65, 0, 0.86, -0.4, '#5a3b2a');
  body.box(0.05, 0.5, 0.05, 0, 0.8, 0.52, chrome);
  body.box(0.6, 0.06, 0.06, 0, 1.28, 0.52, chrome);
  body.add(new SphereGeometry(0.16, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2), paint, {
    position: [0, 0.48, 0.6],
  });
  glow.add(new CylinderGeometry(0.07, 0.07, 0.04, 8), '#fff4d6', {
    position: [0, 1.2, 0.58],
    rotation: [Math.PI / 2, 0, 0],
  });
}

export function bicycle({ body }: VehicleParts, paint: Color, cargo = false) {
  const wheelbase = cargo ? 0.95 : 0.55;
  for (const z of [-wheelbase, wheelbase])
    body.add(new TorusGeometry(0.34, 0.04, 4, 14), dark, {
      position: [0, 0.36, z],
      rotation: [0, Math.PI / 2, 0],
    });
  body.add(new CylinderGeometry(0.03, 0.03, 0.75, 5), paint, {
    position: [0, 0.62, -0.05],
    rotation: [1.25, 0, 0],
  });
  body.add(new CylinderGeometry(0.03, 0.03, 0.55, 5), paint, {
    position: [0, 0.6, -0.25],
    rotation: [-0.3, 0, 0],
  });
  body.add(new CylinderGeometry(0.03, 0.03, 0.6, 5), paint, {
    position: [0, 0.6, wheelbase - 0.15],
    rotation: [0.35, 0, 0],
  });
  body.box(0.2, 0.06, 0.3, 0, 0.88, -0.3, dark);
  body.box(0.55, 0.04, 0.04, 0, 0.95, wheelbase - 0.05, dark);
  if (cargo) {
    // The Dutch bakfiets: a wooden box between the handlebars and the front wheel.
    body.box(0.75, 0.45, 0.8, 0, 0.35, 0.45, '#a0703f');
    body.box(0.65, 0.05, 0.7, 0, 0.8, 0.45, '#8a5d35');
  }
}

export function snowmobile({ body, glow }: VehicleParts, paint: Color) {
  // Skis in front, a track behind, a swept cowl, a windscreen and a long saddle.
  for (const x of [-0.45, 0.45]) {
    body.box(0.14, 0.06, 1.3, x, 0.02, 0.9, dark);
    body.add(new CylinderGeometry(0.07, 0.07, 0.14, 8), dark, {
      position: [x, 0.1, 1.55],
      rotation: [0, 0, Math.PI / 2],
    });
  }
  body.box(0.8, 0.35, 1.6, 0, 0.05, -0.5, '#2a2c30');
  body.add(gableRoof(1.0, 1.2, 0.55).rotateY(Math.PI / 2), paint, { position: [0, 0.35, 0.6] });
  body.box(1.0, 0.35, 1.8, 0, 0.35, -0.35, paint);
  body.box(0.5, 0.18, 1.1, 0, 0.7, -0.6, dark);
  body.box(0.8, 0.4, 0.05, 0, 0.85, 0.45, '#9fc3d6');
  body.box(0.8, 0.04, 0.04, 0, 0.95, 0.3, chrome);
  glow.box(0.3, 0.12, 0.05, 0, 0.6, 1.21, '#fff4d6');
}

export function sailboat({ body }: VehicleParts, hull: Color) {
  // Hull with a pointed bow, a deck and cockpit, a tall mast with a mainsail and a jib.
  body.box(1.9, 0.9, 5, 0, -0.3, -0.2, hull);
  body.add(
    gableRoof(1.9, 2.2, 0.01)
      .rotateX(Math.PI / 2)
      .rotateZ(0),
    hull,
    { position: [0, 0.15, 2.3] },
  );
  body.add(new CylinderGeometry(0.01, 0.95, 1.8, 4, 1), hull, {
    position: [0, 0.15, 2.9],
    rotation: [Math.PI / 2, Math.PI / 4, 0],
    scale: [1, 1, 0.5],
  });
  body.box(1.6, 0.08, 4.6, 0, 0.6, -0.2, '#c9a27a');
  body.box(1.1, 0.4, 1.4, 0, 0.6, -0.4, '#f2efe8');
  body.cylinder(0.06, 0.08, 8, 0, 0.6, 0.5, '#d8d8d8', 6);
  body.box(0.08, 0.08, 3.2, 0, 1.7, -1.1, '#d8d8d8');
  // Mainsail behind the mast, jib in front: thin triangles.
  body.add(gableRoof(0.04, 3.2, 6.6), '#fbfaf6', { position: [0, 1.8, -1.1] });
  body.add(gableRoof(0.04, 2.6, 6.2), '#f3efe4', { position: [0, 1.0, 1.8], scale: [1, 1, 0.9] });
}

export function yacht({ body, glow }: VehicleParts, hull: Color) {
  // A long white motor yacht: stepped decks, dark glass bands and a flybridge.
  body.box(3.2, 1.4, 11, 0, -0.6, -0.5, hull);
  body.add(new CylinderGeometry(0.01, 1.6, 3.4, 4, 1), hull, {
    position: [0, 0.1, 5.9],
    rotation: [Math.PI / 2, Math.PI / 4, 0],
    scale: [1, 1, 0.45],
  });
  body.box(3.0, 0.12, 10.4, 0, 0.8, -0.5, '#c9a27a');
  body.box(2.6, 1.2, 6, 0, 0.9, -1.4, '#f7f6f2');
  body.box(2.64, 0.45, 5.8, 0, 1.35, -1.4, '#1f2a36');
  body.box(2.2, 0.9, 3.6, 0, 2.1, -1.8, '#f7f6f2');
  body.box(2.24, 0.35, 3.4, 0, 2.4, -1.8, '#1f2a36');
  body.box(2.6, 0.12, 2.6, 0, 3.0, -2.2, '#f7f6f2');
  body.cylinder(0.05, 0.05, 1.4, 0, 3.1, -2.6, '#d8d8d8', 5);
  glow.box(0.2, 0.1, 0.05, 0, 1.1, 5.4, '#fff4d6');
}

export function kayak({ body }: VehicleParts, shell: Color) {
  body.add(new SphereGeometry(0.5, 10, 6), shell, { position: [0, 0, 0], scale: [0.75, 0.45, 5.2] });
  body.add(new CylinderGeometry(0.3, 0.3, 0.12, 10), dark, { position: [0, 0.2, -0.2], scale: [1, 1, 1.4] });
  // The paddle across the cockpit, blades at both ends.
  body.add(new CylinderGeometry(0.025, 0.025, 2.2, 5), '#c7c2b8', {
    position: [0, 0.3, 0.1],
    rotation: [0, 0, Math.PI / 2],
  });
  for (const x of [-1.1, 1.1]) body.box(0.1, 0.04, 0.3, x, 0.28, 0.1, shell.clone().offsetHSL(0.5, 0, 0));
}
