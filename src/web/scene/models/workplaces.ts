import { type Color, CylinderGeometry } from 'three';
import type { PartList } from './parts';

/**
 * Work places by profession and things people love, as they stand on a terrace: a workshop bench
 * with tools, an outdoor kitchen, a lab bench with a microscope, a blackboard on an easel, a small
 * stage with lights, a surfboard on its rack and skis against a stand. Local space: standing on
 * y = 0, facing +z.
 */

interface Parts {
  body: PartList;
  glow: PartList;
}

const dark = '#2b2d31';
const metal = '#b9c0c8';

export function workbench({ body }: Parts, wood: Color) {
  body.box(2.2, 0.1, 0.9, 0, 0.85, 0, wood);
  for (const x of [-1, 1])
    for (const z of [-0.35, 0.35]) body.box(0.1, 0.85, 0.1, x, 0, z, wood.clone().multiplyScalar(0.8));
  body.box(2.0, 0.06, 0.8, 0, 0.25, 0, wood.clone().multiplyScalar(0.85));
  // A pegboard of tools behind it, and a vice.
  body.box(2.2, 1.1, 0.06, 0, 0.95, -0.45, '#c9b48a');
  for (let i = 0; i < 6; i++)
    body.box(0.06, 0.4, 0.04, -0.8 + i * 0.32, 1.3, -0.4, i % 2 ? metal : '#a33b2b');
  body.box(0.3, 0.2, 0.25, 0.8, 0.95, 0.3, '#4a5560');
}

export function kitchen({ body, glow }: Parts, front: Color) {
  // An outdoor kitchen: a counter with a stone top, a wood-fired oven dome and hanging pans.
  body.box(2.6, 0.9, 0.8, 0, 0, 0, front);
  body.box(2.7, 0.08, 0.9, 0, 0.9, 0, '#d9d4cc');
  body.box(0.5, 0.06, 0.4, -0.6, 0.98, 0, metal);
  body.cylinder(0.18, 0.16, 0.2, 0.4, 0.98, 0.1, dark, 10);
  body.box(1.1, 0.5, 1.0, 1.9, 0, -0.1, '#a39a90');
  body.sphere(0.55, 1.9, 0.5, -0.1, '#b5633d', 10);
  glow.box(0.35, 0.22, 0.05, 1.9, 0.55, 0.43, '#ffb347');
  for (let i = 0; i < 3; i++) body.cylinder(0.14, 0.14, 0.04, -0.9 + i * 0.45, 1.6, -0.35, dark, 10);
  body.box(1.6, 0.05, 0.05, -0.45, 1.85, -0.35, metal);
}

export function labBench({ body, glow }: Parts, top: Color) {
  body.box(2.2, 0.9, 0.8, 0, 0, 0, '#dfe3e6');
  body.box(2.3, 0.06, 0.9, 0, 0.9, 0, top.clone().multiplyScalar(0.6));
  // A microscope, flasks and a screen.
  body.box(0.25, 0.05, 0.3, -0.6, 0.96, 0, dark);
  body.add(new CylinderGeometry(0.05, 0.05, 0.45, 6), dark, {
    position: [-0.6, 1.25, -0.05],
    rotation: [-0.3, 0, 0],
  });
  for (let i = 0; i < 3; i++) {
    body.cylinder(0.02, 0.09, 0.22, 0.1 + i * 0.22, 0.96, 0.15, '#bfe6ea', 8);
  }
  body.box(0.6, 0.4, 0.04, 0.7, 1.05, -0.25, dark);
  glow.box(0.52, 0.32, 0.02, 0.7, 1.09, -0.22, '#9ad0ff');
}

export function blackboard({ body }: Parts, board: Color) {
  for (const x of [-0.8, 0.8])
    body.add(new CylinderGeometry(0.04, 0.05, 2.0, 5), '#8a5a3c', {
      position: [x, 1.0, 0],
      rotation: [-0.12, 0, 0],
    });
  body.box(1.8, 1.1, 0.06, 0, 0.8, 0.1, '#8a5a3c');
  body.box(1.65, 0.95, 0.07, 0, 0.88, 0.11, board);
  // Chalk lines and the ledge.
  for (let i = 0; i < 3; i++) body.box(0.9 - i * 0.2, 0.03, 0.02, -0.2, 1.5 - i * 0.2, 0.15, '#f2f2ee');
  body.box(1.6, 0.04, 0.12, 0, 0.8, 0.17, '#8a5a3c');
}

export function stage({ body, glow }: Parts, curtain: Color) {
  body.box(4.6, 0.5, 3.2, 0, 0, 0, '#3b2f2a');
  body.box(4.7, 0.06, 3.3, 0, 0.5, 0, '#7a5a3e');
  // Posts and a truss with lights; curtains at the back.
  for (const x of [-2.2, 2.2]) body.box(0.15, 3.2, 0.15, x, 0.5, -1.4, dark);
  body.box(4.6, 0.2, 0.2, 0, 3.6, -1.4, dark);
  body.box(4.2, 2.9, 0.08, 0, 0.55, -1.5, curtain);
  for (let i = 0; i < 4; i++) glow.cone(0.18, 0.25, -1.5 + i, 3.35, -1.3, '#fff1c1', 8);
  body.box(0.08, 1.4, 0.08, 0.2, 0.55, 0.6, dark);
  body.sphere(0.08, 0.2, 2.0, 0.6, dark, 6);
}

export function surfboard({ body }: Parts, board: Color) {
  // On its rack: the board on edge, a stripe down its middle.
  for (const z of [-0.7, 0.7]) body.box(0.1, 0.9, 0.1, 0, 0, z, '#8a5a3c');
  body.add(new CylinderGeometry(0.3, 0.3, 2.4, 12), board, {
    position: [0, 1.1, 0],
    rotation: [Math.PI / 2, 0, 0],
    scale: [1, 1, 0.14],
  });
  body.box(0.04, 0.08, 2.1, 0, 1.4, 0, board.clone().offsetHSL(0.5, 0, -0.1));
}

export function skis({ body }: Parts, color: Color) {
  // Two pairs of skis and poles against a wooden stand.
  body.box(1.4, 0.12, 0.5, 0, 0, -0.2, '#8a5a3c');
  body.box(1.4, 0.1, 0.1, 0, 1.4, -0.3, '#8a5a3c');
  for (const x of [-0.5, 0.5]) body.box(0.1, 1.5, 0.1, x, 0, -0.3, '#8a5a3c');
  for (let i = 0; i < 4; i++)
    body.add(new CylinderGeometry(0.04, 0.04, 1.7, 4), i < 2 ? color : color.clone().offsetHSL(0.1, 0, 0.1), {
      position: [-0.45 + i * 0.3, 0.85, -0.05],
      rotation: [-0.18, 0, 0],
      scale: [2.2, 1, 0.5],
    });
  for (const x of [-0.55, 0.55])
    body.add(new CylinderGeometry(0.015, 0.015, 1.3, 4), metal, {
      position: [x, 0.65, 0.05],
      rotation: [-0.2, 0, 0],
    });
}
