import { BoxGeometry, Color, CylinderGeometry, SphereGeometry } from 'three';
import type { PropKind, WorldProp, WorldSpec } from '#shared/worldSpec';
import { propFootprintRadius, propPlacement } from '#world';
import { PartList } from './parts';
import { gableRoof } from './roofs';
import {
  bicycle,
  convertible,
  jeep,
  kayak,
  motorbike,
  pickup,
  sailboat,
  scooter,
  snowmobile,
  yacht,
} from './vehicles';
import { blackboard, kitchen, labBench, skis, stage, surfboard, workbench } from './workplaces';

/**
 * Small low-poly models for the spec's props, each a few coloured primitives in local space
 * (standing on y = 0, facing +z, natural size). All props of a world are merged into one geometry
 * (one draw call) plus one for the parts that glow (flames, screens).
 */

interface PropModel {
  body: PartList;
  glow: PartList;
}

const dark = '#2b2d31';
const wood = '#8a5a3c';
const metal = '#b9c0c8';
const white = '#f4f2ee';

type Builder = (model: PropModel, color: Color) => void;

const builders: Record<PropKind, Builder> = {
  car: ({ body, glow }, paint) => {
    body.box(1.9, 0.55, 4.3, 0, 0.3, 0, paint);
    // The cabin: a tapered roof over a band of dark glass, so it reads as a car, not a stack of boxes.
    body.box(1.74, 0.42, 2.2, 0, 0.85, -0.35, '#1f2a36');
    body.add(new CylinderGeometry(0.62, 0.8, 2.0, 4, 1), paint.clone().offsetHSL(0, 0, -0.04), {
      position: [0, 1.38, -0.35],
      rotation: [0, Math.PI / 4, 0],
      scale: [1.45, 0.22, 1.75],
    });
    body.box(1.92, 0.12, 0.25, 0, 0.3, 2.15, '#c9ced6');
    body.box(1.92, 0.12, 0.25, 0, 0.3, -2.15, '#c9ced6');

    for (const x of [-0.9, 0.9])
      for (const z of [-1.35, 1.35])
        body.add(new CylinderGeometry(0.36, 0.36, 0.3, 10), dark, {
          position: [x, 0.36, z],
          rotation: [0, 0, Math.PI / 2],
        });
    for (const x of [-0.6, 0.6]) glow.box(0.35, 0.16, 0.05, x, 0.65, 2.16, '#fff4d6');
  },
  boat: ({ body }, hull) => {
    body.box(1.9, 1, 5, 0, 0, 0, hull);
    // The bow: a wedge pointing forward (+z).
    body.add(new BoxGeometry(1.34, 1, 1.34), hull, {
      position: [0, 0.5, 2.5],
      rotation: [0, Math.PI / 4, 0],
    });
    body.box(1.5, 0.1, 4.4, 0, 1, -0.1, '#c9a27a');
    body.cylinder(0.06, 0.08, 6, 0, 1, 0.6, '#d8d8d8', 5);
    // The sail: a thin triangle behind the mast, along the hull.
    body.add(gableRoof(0.05, 3.4, 5.2), white, { position: [0, 1.5, -1.1] });
  },
  plane: ({ body }, paint) => {
    body.add(new CylinderGeometry(0.75, 0.6, 9, 10), paint, {
      position: [0, 1.6, 0],
      rotation: [Math.PI / 2, 0, 0],
    });
    body.cone(0.75, 1.6, 0, 0, 0, paint, 10);
    body.add(new CylinderGeometry(0.001, 0.75, 1.6, 10), paint, {
      position: [0, 1.6, 5.3],
      rotation: [Math.PI / 2, 0, 0],
    });
    body.box(11, 0.18, 2, 0, 1.4, 0.3, paint.clone().offsetHSL(0, 0, -0.05));
    body.box(3.6, 0.15, 1.1, 0, 1.8, -4, paint);
    body.box(0.15, 1.8, 1.4, 0, 2.0, -4, paint);
    body.box(8.5, 0.2, 0.2, 0, 1.3, 0.9, '#4a6fa5');
    for (const z of [-2, 2]) body.cylinder(0.25, 0.25, 0.9, 0, 0, z, dark, 8);
  },
  bicycle: (model, paint) => bicycle(model, paint),
  piano: ({ body }, lacquer) => {
    body.box(1.6, 0.35, 2.1, 0, 0.75, 0, lacquer);
    body.box(1.6, 0.08, 0.3, 0, 0.78, 1.05, white);
    for (const [x, z] of [
      [-0.7, 0.9],
      [0.7, 0.9],
      [0, -0.9],
    ] as const)
      body.cylinder(0.07, 0.07, 0.75, x, 0, z, lacquer, 6);
    body.add(new BoxGeometry(1.5, 0.04, 2), lacquer, { position: [0.35, 1.5, -0.1], rotation: [0, 0, 0.55] });
    body.box(0.7, 0.5, 0.35, 0, 0, 1.6, lacquer);
  },
  guitar: ({ body }, finish) => {
    body.add(new CylinderGeometry(0.32, 0.32, 0.1, 10), finish, {
      position: [0, 0.45, 0],
      rotation: [Math.PI / 2 - 0.25, 0, 0],
    });
    body.add(new CylinderGeometry(0.25, 0.25, 0.1, 10), finish, {
      position: [0, 0.85, -0.1],
      rotation: [Math.PI / 2 - 0.25, 0, 0],
    });
    body.box(0.07, 0.8, 0.05, 0, 1.0, -0.12, wood);
    body.box(0.4, 0.5, 0.4, 0, 0, -0.25, dark);
  },
  books: ({ body }, cover) => {
    body.box(1.6, 1.9, 0.4, 0, 0, 0, wood);
    const colors = [
      cover,
      new Color('#c94f4f'),
      new Color('#3e6fa3'),
      new Color('#e3b448'),
      new Color('#5b8c5a'),
    ];
    for (let shelf = 0; shelf < 3; shelf++)
      for (let i = 0; i < 6; i++)
        body.box(
          0.18,
          0.42 + ((i * 7 + shelf) % 3) * 0.05,
          0.3,
          -0.6 + i * 0.24,
          0.12 + shelf * 0.6,
          0.1,
          colors[(i + shelf) % colors.length] ?? cover,
        );
  },
  art: ({ body }, paint) => {
    for (const x of [-0.5, 0.5])
      body.add(new CylinderGeometry(0.04, 0.04, 1.9, 4), wood, {
        position: [x, 0.9, 0],
        rotation: [-0.15, 0, 0],
      });
    body.box(1.5, 1.1, 0.06, 0, 0.9, 0.12, white);
    body.box(1.3, 0.9, 0.07, 0, 1.0, 0.13, paint);
    body.box(0.6, 0.4, 0.08, -0.2, 1.15, 0.14, paint.clone().offsetHSL(0.45, 0, 0));
  },
  flowers: ({ body }, bloom) => {
    const colors = [
      bloom,
      bloom.clone().offsetHSL(0.08, 0, 0.1),
      new Color('#ffffff'),
      bloom.clone().offsetHSL(-0.08, 0, 0),
    ];
    body.box(2.4, 0.35, 1.2, 0, 0, 0, '#7a5236');
    body.box(2.2, 0.06, 1.0, 0, 0.35, 0, '#4a3526');
    for (let i = 0; i < 6; i++) {
      const x = -0.9 + (i % 3) * 0.9;
      const z = i < 3 ? -0.25 : 0.25;
      const y = 0.75 + (i % 3) * 0.08;
      body.cylinder(0.025, 0.025, y - 0.3, x, 0.3, z, '#4f7f3a', 4);
      // Four petals round a yellow heart: a flower, not a ball.
      for (let petal = 0; petal < 4; petal++) {
        const angle = (petal / 4) * Math.PI * 2 + i;
        body.add(new SphereGeometry(0.11, 4, 2), colors[i % colors.length] ?? bloom, {
          position: [x + Math.sin(angle) * 0.1, y, z + Math.cos(angle) * 0.1],
          rotation: [0, angle, 0],
          scale: [0.7, 0.3, 1.5],
        });
      }
      body.add(new SphereGeometry(0.05, 4, 2), '#f2c94c', { position: [x, y + 0.03, z] });
    }
  },
  gym: ({ body }, frame) => {
    body.box(2.2, 0.1, 1.6, 0, 0, 0, '#3a3a3a');
    body.box(0.5, 0.45, 1.4, -0.6, 0.1, 0, frame);
    for (const x of [-0.9, 0.9]) body.box(0.1, 1.8, 0.1, x, 0.1, -0.6, metal);
    body.box(2.0, 0.06, 0.06, 0, 1.6, -0.6, metal);
    for (const x of [-1.05, 1.05])
      body.add(new CylinderGeometry(0.3, 0.3, 0.1, 10), dark, {
        position: [x, 1.6, -0.6],
        rotation: [0, 0, Math.PI / 2],
      });
    body.box(0.3, 0.3, 0.3, 0.7, 0.1, 0.4, frame);
  },
  'yoga-mat': ({ body }, mat) => {
    body.box(0.7, 0.04, 1.9, 0, 0, 0, mat);
    body.add(new CylinderGeometry(0.1, 0.1, 0.7, 8), mat.clone().offsetHSL(0, 0, -0.1), {
      position: [0, 0.1, -1.05],
      rotation: [0, 0, Math.PI / 2],
    });
  },
  desk: ({ body, glow }, top) => {
    body.box(2, 0.08, 0.9, 0, 0.75, 0, top);
    for (const x of [-0.9, 0.9]) for (const z of [-0.35, 0.35]) body.box(0.07, 0.75, 0.07, x, 0, z, dark);
    body.box(0.9, 0.55, 0.05, 0, 0.9, -0.25, dark);
    glow.box(0.8, 0.45, 0.02, 0, 0.95, -0.22, '#9ad0ff');
    body.box(0.55, 0.45, 0.55, 0, 0, 0.7, dark);
    body.box(0.55, 0.6, 0.08, 0, 0.45, 0.95, dark);
  },
  telescope: ({ body }, tube) => {
    for (const angle of [0, 2.1, 4.2])
      body.add(new CylinderGeometry(0.03, 0.04, 1.4, 4), dark, {
        position: [Math.sin(angle) * 0.3, 0.65, Math.cos(angle) * 0.3],
        rotation: [Math.cos(angle) * 0.35, 0, -Math.sin(angle) * 0.35],
      });
    body.add(new CylinderGeometry(0.11, 0.14, 1.5, 8), tube, {
      position: [0, 1.45, 0.1],
      rotation: [-0.9, 0, 0],
    });
  },
  fireplace: ({ body, glow }) => {
    body.box(1.6, 0.3, 0.9, 0, 0, 0, '#8d8278');
    body.box(1.2, 1.0, 0.7, 0, 0.3, -0.1, '#a39a90');
    body.box(0.8, 0.6, 0.2, 0, 0.35, 0.26, '#2a2220');
    glow.cone(0.25, 0.45, 0, 0.35, 0.3, '#ffb347', 5);
    body.box(0.6, 2.2, 0.5, 0, 1.3, -0.2, '#8d8278');
  },
  hammock: ({ body }, cloth) => {
    for (const x of [-1.6, 1.6]) body.cylinder(0.09, 0.11, 1.8, x, 0, 0, wood, 6);
    body.add(new CylinderGeometry(0.5, 0.5, 2.8, 10, 1, true, Math.PI, Math.PI), cloth, {
      position: [0, 1.15, 0],
      rotation: [0, 0, Math.PI / 2],
      scale: [1, 1, 0.8],
    });
  },
  campfire: ({ body, glow }) => {
    for (let i = 0; i < 8; i++) {
      const angle = (i / 8) * Math.PI * 2;
      body.ball(0.22, Math.cos(angle) * 0.8, 0.12, Math.sin(angle) * 0.8, '#7d7770');
    }
    for (const angle of [0, 1.2, 2.4])
      body.add(new CylinderGeometry(0.08, 0.08, 1.1, 5), '#5a3b26', {
        position: [0, 0.15, 0],
        rotation: [Math.PI / 2, angle, 0.25],
      });
    glow.cone(0.35, 0.9, 0, 0.1, 0, '#ff8a3d', 5);
    glow.cone(0.2, 0.6, 0.1, 0.25, 0.05, '#ffd27a', 5);
    for (const angle of [0.6, 2.6, 4.4])
      body.box(0.5, 0.4, 1.3, Math.cos(angle) * 2, 0, Math.sin(angle) * 2, wood, angle);
  },
  'hot-tub': ({ body, glow }, shell) => {
    body.cylinder(1.3, 1.3, 0.8, 0, 0, 0, shell, 10);
    glow.cylinder(1.1, 1.1, 0.05, 0, 0.76, 0, '#6fe0ea', 10);
    body.box(0.9, 0.25, 0.5, 0, 0, 1.5, wood);
  },
  dog: ({ body }, fur) => {
    const darker = fur.clone().offsetHSL(0, 0, -0.12);
    body.box(0.35, 0.3, 0.75, 0, 0.35, 0, fur);
    for (const x of [-0.12, 0.12]) for (const z of [-0.28, 0.28]) body.box(0.09, 0.35, 0.09, x, 0, z, darker);
    body.box(0.28, 0.26, 0.3, 0, 0.6, 0.42, fur);
    body.box(0.16, 0.12, 0.16, 0, 0.6, 0.62, darker);
    for (const x of [-0.1, 0.1]) body.box(0.07, 0.14, 0.05, x, 0.84, 0.4, darker);
    body.add(new CylinderGeometry(0.03, 0.04, 0.35, 4), fur, {
      position: [0, 0.65, -0.45],
      rotation: [-0.8, 0, 0],
    });
  },
  globe: ({ body }, ocean) => {
    body.cylinder(0.3, 0.35, 0.1, 0, 0, 0, wood, 8);
    body.cylinder(0.04, 0.04, 0.8, 0, 0.1, 0, '#c7a052', 5);
    body.sphere(0.4, 0, 1.1, 0, ocean, 10);
    body.ball(0.2, 0.22, 1.2, 0.2, '#6aa84f');
    body.ball(0.15, -0.25, 1.0, 0.18, '#6aa84f');
  },
  convertible,
  pickup,
  jeep,
  motorbike,
  scooter,
  'cargo-bike': (model, paint) => bicycle(model, paint, true),
  snowmobile,
  sailboat,
  yacht,
  kayak,
  surfboard,
  skis,
  workbench,
  kitchen,
  'lab-bench': labBench,
  blackboard,
  stage,
  'vegetable-garden': ({ body }, leaf) => {
    for (let row = 0; row < 3; row++) {
      body.box(3.2, 0.3, 0.8, 0, 0, -1.1 + row * 1.1, '#6b4a33');
      for (let i = 0; i < 6; i++)
        body.ball(
          0.2 + ((i + row) % 2) * 0.05,
          -1.25 + i * 0.5,
          0.45,
          -1.1 + row * 1.1,
          row === 1 ? '#d8553a' : leaf,
        );
    }
  },
};

/** Paving under what stands on the drive, and a jetty under what waits on the dock. */
function groundPad(prop: WorldProp, body: PartList, x: number, z: number) {
  const r = propFootprintRadius[prop.kind] * prop.scale;
  if (prop.site === 'drive')
    body.add(new BoxGeometry(r * 1.5, 0.06, r * 2.1), '#cbc3b4', {
      position: [x, 0.03, z],
      rotation: [0, prop.rotationY, 0],
    });
  if (prop.site === 'dock') body.box(r * 1.8, 0.2, r * 2.4, x, 0, z, '#8a6a4a');
}

export function buildProps(spec: Pick<WorldSpec, 'props' | 'terrain' | 'layout' | 'home'>) {
  const body = new PartList();
  const glow = new PartList();
  for (const prop of spec.props) {
    const model: PropModel = { body: new PartList(), glow: new PartList() };
    builders[prop.kind](model, new Color(prop.color));
    const { x, y, z } = propPlacement(prop, spec);
    groundPad(prop, body, x, z);
    const placement = {
      position: [x, y, z] as [number, number, number],
      rotation: [0, prop.rotationY, 0] as [number, number, number],
      scale: [prop.scale, prop.scale, prop.scale] as [number, number, number],
    };
    body.group(model.body, placement);
    glow.group(model.glow, placement);
  }
  return { body: body.merge(), glow: glow.merge() };
}
