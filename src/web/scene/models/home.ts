import type { Color } from 'three';
import { floorHeight, homeDimensions, poolRect } from '#shared/worldLayout';
import type { WorldSpec } from '#shared/worldSpec';
import { materialLook, roofColors, tinted } from './materialColors';
import { PartList } from './parts';
import { gableRoof, hipRoof, shedRoof } from './roofs';

/**
 * The home, built from the spec's style, size, floors and materials, sized by `homeDimensions`
 * (the generator keeps props and cameras clear of exactly that box). Parts are sorted by finish so
 * the whole home is at most five draw calls: matte, polished, glass, windows and pool water.
 */

export interface HomeParts {
  matte: PartList;
  polished: PartList;
  /** Curtain walls and railings: always glass. */
  glass: PartList;
  /** Window panes (and the penthouse's own glass walls): glowing warm when the windows are lit. */
  windows: PartList;
  poolWater: PartList;
}

type Home = WorldSpec['home'];
type Palette = WorldSpec['palette'];

interface Block {
  x: number;
  z: number;
  width: number;
  depth: number;
  /** Bottom of the block. */
  y: number;
  floors: number;
}

class HomeBuilder {
  readonly parts: HomeParts = {
    matte: new PartList(),
    polished: new PartList(),
    glass: new PartList(),
    windows: new PartList(),
    poolWater: new PartList(),
  };
  readonly wall: Color;
  readonly accent: Color;
  readonly trim: Color;

  constructor(
    readonly home: Home,
    readonly palette: Palette,
  ) {
    const walls = materialLook[home.walls];
    this.wall = tinted(walls.color, palette.primary, home.walls === 'white-stucco' ? 0.08 : 0.15);
    this.accent = tinted(materialLook[home.accent].color, palette.accent, 0.45);
    this.trim = tinted('#f4f1ea', palette.secondary, 0.15);
  }

  listFor(material: Home['walls']): PartList {
    const finish = materialLook[material].finish;
    return finish === 'glass'
      ? this.parts.glass
      : finish === 'polished'
        ? this.parts.polished
        : this.parts.matte;
  }

  /** A block of floors with windows on every side, a door on the front if it stands on the ground. */
  block(
    block: Block,
    options: { glassWalls?: boolean; door?: boolean; shutters?: boolean; lived?: boolean } = {},
  ) {
    const height = block.floors * floorHeight;
    const glassWalls = options.glassWalls ?? this.home.walls === 'glass';
    if (glassWalls) {
      // A tower's curtain wall stays glass; the floors the owner lives on glow like windows.
      (options.lived === false ? this.parts.glass : this.parts.windows).box(
        block.width,
        height,
        block.depth,
        block.x,
        block.y,
        block.z,
        '#ffffff',
      );
      // Slabs and corner posts make a glass box read as architecture rather than a blue brick.
      for (let floor = 0; floor <= block.floors; floor++) {
        this.parts.polished.box(
          block.width + 0.3,
          0.3,
          block.depth + 0.3,
          block.x,
          block.y + floor * floorHeight - (floor === 0 ? 0 : 0.3),
          block.z,
          tinted('#e9e7e2', this.palette.primary, 0.1),
        );
      }
      for (const sx of [-1, 1])
        for (const sz of [-1, 1])
          this.parts.polished.box(
            0.25,
            height,
            0.25,
            block.x + (sx * block.width) / 2,
            block.y,
            block.z + (sz * block.depth) / 2,
            '#3b4148',
          );
    } else {
      this.listFor(this.home.walls).box(
        block.width,
        height,
        block.depth,
        block.x,
        block.y,
        block.z,
        this.wall,
      );
      this.windows(block, options.shutters ?? false);
      // A plinth in the accent material grounds the block.
      if (block.y === 0)
        this.listFor(this.home.accent).box(
          block.width + 0.2,
          0.45,
          block.depth + 0.2,
          block.x,
          0,
          block.z,
          this.accent.clone().multiplyScalar(0.8),
        );
    }
    if (options.door && block.y === 0) {
      this.parts.matte.box(1.3, 2.3, 0.2, block.x, 0, block.z + block.depth / 2 + 0.02, this.accent);
      this.parts.matte.box(1.8, 0.18, 0.5, block.x, 2.35, block.z + block.depth / 2 + 0.15, this.trim);
    }
  }

  windows(block: Block, shutters: boolean) {
    const spacing = 3;
    const faces: { along: number; across: number; axis: 'x' | 'z'; sign: number }[] = [
      { along: block.width, across: block.depth, axis: 'x', sign: 1 },
      { along: block.width, across: block.depth, axis: 'x', sign: -1 },
      { along: block.depth, across: block.width, axis: 'z', sign: 1 },
      { along: block.depth, across: block.width, axis: 'z', sign: -1 },
    ];
    const shutterColor = tinted(this.palette.secondary, '#2f6fa8', 0.2);
    // A tall block gets one ribbon of glass per floor and face instead of separate windows: it
    // reads the same from a distance and keeps a 40-floor home to a few thousand triangles.
    if (block.floors > 6) {
      for (const face of faces)
        for (let floor = 0; floor < block.floors; floor++) {
          const y = block.y + floor * floorHeight + 0.9;
          const out = (face.across / 2 + 0.04) * face.sign;
          const [x, z] = face.axis === 'x' ? [block.x, block.z + out] : [block.x + out, block.z];
          const [w, d] = face.axis === 'x' ? [face.along - 1.2, 0.12] : [0.12, face.along - 1.2];
          this.parts.windows.box(w, 1.7, d, x, y, z, '#ffffff');
        }
      return;
    }
    for (const face of faces) {
      const count = Math.max(1, Math.floor((face.along - 1.5) / spacing));
      for (let floor = 0; floor < block.floors; floor++) {
        const y = block.y + floor * floorHeight + 0.95;
        for (let i = 0; i < count; i++) {
          const offset = (i - (count - 1) / 2) * spacing;
          // The door takes the middle of the ground floor's front.
          if (face.axis === 'x' && face.sign === 1 && floor === 0 && block.y === 0 && Math.abs(offset) < 1.2)
            continue;
          const out = (face.across / 2 + 0.04) * face.sign;
          const [x, z] =
            face.axis === 'x' ? [block.x + offset, block.z + out] : [block.x + out, block.z + offset];
          const [w, d] = face.axis === 'x' ? [1.3, 0.12] : [0.12, 1.3];
          this.parts.windows.box(w, 1.6, d, x, y, z, '#ffffff');
          this.parts.matte.box(
            face.axis === 'x' ? 1.6 : 0.2,
            0.14,
            face.axis === 'x' ? 0.2 : 1.6,
            x,
            y - 0.14,
            z,
            this.trim,
          );
          if (shutters && face.axis === 'x') {
            for (const side of [-1, 1])
              this.parts.matte.box(0.55, 1.6, 0.1, x + side * 1.0, y, z + 0.03 * face.sign, shutterColor);
          }
        }
      }
    }
  }

  roof(kind: Home['roof'], x: number, z: number, width: number, depth: number, y: number, rise: number) {
    const color = tinted(roofColors[kind], this.palette.secondary, kind === 'terracotta' ? 0.05 : 0.18);
    const eave = 0.7;
    const w = width + eave * 2;
    const d = depth + eave * 2;
    if (kind === 'flat') {
      this.parts.matte.box(width + 0.6, 0.45, depth + 0.6, x, y, z, this.trim);
      this.parts.matte.box(width - 0.4, 0.3, depth - 0.4, x, y + 0.2, z, color);
      return;
    }
    const geometry =
      kind === 'gable'
        ? gableRoof(w, d, rise)
        : kind === 'shed'
          ? shedRoof(w, d, rise * 0.6)
          : hipRoof(w, d, rise);
    this.parts.matte.add(geometry, color, { position: [x, y, z] });
    // A fascia board under the eaves.
    this.parts.matte.box(w, 0.25, d, x, y - 0.2, z, this.trim);
  }

  chimney(x: number, z: number, top: number) {
    this.parts.matte.box(1, 2.4, 1, x, top - 1.6, z, tinted('#8f8174', this.palette.secondary, 0.1));
  }

  pool(spec: Pick<WorldSpec, 'home'>) {
    const rect = poolRect(spec);
    if (!rect) return;
    const rim = tinted('#eeeae2', this.palette.primary, 0.1);
    this.parts.matte.box(rect.width + 1.2, 0.2, rect.depth + 1.2, rect.x, 0, rect.z, rim);
    this.parts.poolWater.box(rect.width, 0.08, rect.depth, rect.x, 0.16, rect.z, '#ffffff');
    // Loungers along the pool's side.
    for (let i = 0; i < 2; i++)
      this.parts.matte.box(0.8, 0.35, 2, rect.x + rect.width / 2 + 1.6, 0, rect.z - 1 + i * 2.4, this.trim);
  }

  garden(width: number, depth: number) {
    const flowers = [this.palette.accent, this.palette.primary, '#f2c6d4', '#ffffff'];
    const hedge = tinted(this.palette.foliage, '#2f5d34', 0.3);
    const front = depth / 2 + 1.6;
    // Beds either side of the path, then bushes at the corners.
    for (const side of [-1, 1]) {
      const bedX = side * (width / 4 + 0.8);
      this.parts.matte.box(width / 2 - 2.4, 0.3, 1.2, bedX, 0, front, '#6b4b36');
      const count = Math.max(3, Math.floor(width / 2.4));
      for (let i = 0; i < count; i++) {
        const x = bedX + (i - (count - 1) / 2) * ((width / 2 - 3) / count);
        this.parts.matte.ball(
          0.32,
          x,
          0.55,
          front + ((i % 2) - 0.5) * 0.4,
          flowers[i % flowers.length] ?? '#fff',
        );
      }
      for (const z of [-depth / 2 - 1.5, depth / 2 + 0.2])
        this.parts.matte.ball(1.1, side * (width / 2 + 1.6), 0.9, z, hedge, 0);
    }
    // The path from the door to the garden's edge.
    this.parts.matte.box(1.6, 0.05, 5, 0, 0, depth / 2 + 2.5, '#d8cfbf');
  }
}

export function buildHome(spec: Pick<WorldSpec, 'home' | 'palette'>): HomeParts {
  const { home, palette } = spec;
  const size = homeDimensions(home);
  const builder = new HomeBuilder(home, palette);
  const { width, depth } = size;
  const floors = home.floors;
  const rise = Math.max(0.6, size.height - floors * floorHeight);
  const top = floors * floorHeight;

  switch (home.style) {
    case 'villa': {
      const mainW = width * 0.62;
      const wingW = width - mainW;
      const wingFloors = Math.max(1, floors - 1);
      builder.block(
        { x: -width / 2 + mainW / 2, z: 0, width: mainW, depth, y: 0, floors },
        { door: false, shutters: true },
      );
      builder.block(
        {
          x: width / 2 - wingW / 2,
          z: -depth * 0.15,
          width: wingW,
          depth: depth * 0.7,
          y: 0,
          floors: wingFloors,
        },
        { door: true, shutters: true },
      );
      builder.roof(home.roof, -width / 2 + mainW / 2, 0, mainW, depth, top, rise * 0.7);
      builder.roof(
        home.roof,
        width / 2 - wingW / 2,
        -depth * 0.15,
        wingW,
        depth * 0.7,
        wingFloors * floorHeight,
        rise * 0.55,
      );
      // A terrace with a pergola in front of the wing.
      const terraceZ = depth * 0.2 + 1.5;
      builder.listFor(home.accent).box(wingW, 0.3, 4, width / 2 - wingW / 2, 0, terraceZ, builder.trim);
      for (const sx of [-1, 1])
        builder.parts.matte.box(
          0.25,
          2.8,
          0.25,
          width / 2 - wingW / 2 + sx * (wingW / 2 - 0.4),
          0.3,
          terraceZ + 1.7,
          builder.accent,
        );
      for (let i = 0; i < 5; i++)
        builder.parts.matte.box(
          wingW,
          0.15,
          0.2,
          width / 2 - wingW / 2,
          3.1,
          terraceZ - 1.6 + i * 0.8,
          builder.accent,
        );
      break;
    }
    case 'cabin': {
      builder.block({ x: 0, z: 0, width, depth, y: 0, floors }, { door: true });
      // Log courses: darker bands make the wood read as logs from a distance.
      const logs = builder.wall.clone().multiplyScalar(0.78);
      for (let y = 0.7; y < top - 0.2; y += 0.7) {
        builder.parts.matte.box(width + 0.3, 0.12, 0.12, 0, y, depth / 2 + 0.02, logs);
        builder.parts.matte.box(width + 0.3, 0.12, 0.12, 0, y, -depth / 2 - 0.02, logs);
      }
      builder.roof(home.roof === 'flat' ? 'gable' : home.roof, 0, 0, width, depth, top, Math.max(rise, 3.2));
      builder.chimney(width * 0.3, -depth * 0.15, top + Math.max(rise, 3.2));
      // The porch: deck, posts and a lean-to roof.
      builder.parts.matte.box(width * 0.9, 0.35, 2.6, 0, 0, depth / 2 + 1.3, builder.accent);
      for (const sx of [-1, 1])
        builder.parts.matte.box(0.3, 2.6, 0.3, sx * width * 0.42, 0.35, depth / 2 + 2.4, builder.accent);
      builder.parts.matte.add(shedRoof(width * 0.95, 3, 0.9), roofColors.gable, {
        position: [0, 2.95, depth / 2 + 1.4],
      });
      break;
    }
    case 'modern-glass': {
      const lowerW = width * 0.7;
      builder.block(
        { x: -width * 0.15, z: 0, width: lowerW, depth, y: 0, floors: 1 },
        { glassWalls: true, door: true },
      );
      if (floors > 1)
        builder.block(
          {
            x: width * 0.05,
            z: -depth * 0.08,
            width,
            depth: depth * 0.8,
            y: floorHeight,
            floors: floors - 1,
          },
          { glassWalls: home.walls === 'glass' || home.accent === 'glass' },
        );
      builder.roof('flat', width * 0.05, -depth * 0.04, width + 1, depth * 0.9, top, 0.6);
      // Vertical timber fins on the upper floor's front.
      for (let i = 0; i < 9; i++)
        builder.parts.matte.box(
          0.18,
          (floors - 1) * floorHeight || 2.8,
          0.3,
          -width / 2 + 1 + i * (width / 8.5),
          floors > 1 ? floorHeight : 0.3,
          depth * 0.33 + 0.2,
          builder.accent,
        );
      builder.parts.matte.box(width * 0.9, 0.25, 5, width * 0.1, 0, depth / 2 + 2.5, builder.trim);
      break;
    }
    case 'penthouse': {
      // A glass tower; its top floor is the home, set back to leave a roof terrace with the pool.
      const towerFloors = Math.max(1, floors - 1);
      const towerTop = towerFloors * floorHeight;
      builder.block(
        { x: 0, z: 0, width, depth, y: 0, floors: towerFloors },
        { glassWalls: true, lived: false },
      );
      builder.parts.matte.box(width * 0.5, 3, 0.4, 0, 0, depth / 2 + 0.1, '#2e3238');
      builder.parts.polished.box(width + 1.2, 0.4, depth + 1.2, 0, towerTop, 0, '#e4e2dd');
      const penthouseW = width * 0.62;
      builder.block(
        {
          x: -width * 0.15,
          z: -depth * 0.15,
          width: penthouseW,
          depth: depth * 0.6,
          y: towerTop + 0.4,
          floors: 1,
        },
        { glassWalls: true },
      );
      builder.roof(
        'flat',
        -width * 0.15,
        -depth * 0.15,
        penthouseW + 1.5,
        depth * 0.6 + 1.5,
        towerTop + 0.4 + floorHeight,
        0.6,
      );
      // Glass balustrade round the terrace and a rooftop pool.
      for (const sz of [-1, 1])
        builder.parts.glass.box(
          width + 1.2,
          1.1,
          0.08,
          0,
          towerTop + 0.4,
          (sz * (depth + 1.1)) / 2,
          '#ffffff',
        );
      for (const sx of [-1, 1])
        builder.parts.glass.box(
          0.08,
          1.1,
          depth + 1.2,
          (sx * (width + 1.1)) / 2,
          towerTop + 0.4,
          0,
          '#ffffff',
        );
      if (home.pool) {
        builder.parts.matte.box(
          width * 0.32,
          0.3,
          depth * 0.5,
          width * 0.3,
          towerTop + 0.4,
          depth * 0.1,
          '#f1eee8',
        );
        builder.parts.poolWater.box(
          width * 0.28,
          0.1,
          depth * 0.46,
          width * 0.3,
          towerTop + 0.65,
          depth * 0.1,
          '#ffffff',
        );
      }
      // Planters with small trees soften the terrace.
      for (const sx of [-1, 1]) {
        builder.parts.matte.box(
          1.2,
          0.6,
          1.2,
          sx * (width / 2 - 1),
          towerTop + 0.4,
          depth / 2 - 1,
          '#4a4f55',
        );
        builder.parts.matte.ball(0.9, sx * (width / 2 - 1), towerTop + 1.7, depth / 2 - 1, palette.foliage);
      }
      break;
    }
    case 'cottage': {
      builder.block({ x: 0, z: 0, width, depth, y: 0, floors }, { door: true, shutters: true });
      const steep = Math.max(rise, 3.4);
      builder.roof(home.roof === 'flat' ? 'gable' : home.roof, 0, 0, width, depth, top, steep);
      builder.chimney(-width * 0.3, 0, top + steep);
      // A dormer on the front slope.
      builder.parts.matte.box(1.8, 1.5, 1.6, 0, top + 0.4, depth * 0.22, builder.wall);
      builder.parts.matte.add(
        gableRoof(2.2, 2, 0.9).rotateY(Math.PI / 2),
        roofColors[home.roof] ?? roofColors.gable,
        {
          position: [0, top + 1.9, depth * 0.22],
        },
      );
      builder.parts.windows.box(0.9, 0.9, 0.1, 0, top + 0.7, depth * 0.22 + 0.82, '#ffffff');
      break;
    }
    case 'farmhouse': {
      const mainW = width * 0.6;
      const barnW = width - mainW - 0.5;
      builder.block({ x: -width / 2 + mainW / 2, z: 0, width: mainW, depth, y: 0, floors }, { door: true });
      builder.roof(
        home.roof === 'flat' ? 'gable' : home.roof,
        -width / 2 + mainW / 2,
        0,
        mainW,
        depth,
        top,
        rise,
      );
      builder.chimney(-width / 2 + mainW * 0.25, -depth * 0.1, top + rise);
      // A red barn beside the house.
      const barnX = width / 2 - barnW / 2;
      builder.parts.matte.box(barnW, floorHeight * 1.4, depth * 0.9, barnX, 0, -depth * 0.05, '#a63d32');
      builder.parts.matte.box(barnW * 0.55, 2.8, 0.15, barnX, 0, depth * 0.4 + 0.02, '#f3eee4');
      builder.parts.matte.add(gableRoof(barnW + 0.8, depth * 0.9 + 0.8, 2.6), '#5b4a42', {
        position: [barnX, floorHeight * 1.4, -depth * 0.05],
      });
      // A porch across the house's front.
      builder.parts.matte.box(mainW, 0.35, 2.4, -width / 2 + mainW / 2, 0, depth / 2 + 1.2, builder.accent);
      builder.parts.matte.add(shedRoof(mainW + 0.4, 2.8, 0.7), roofColors.gable, {
        position: [-width / 2 + mainW / 2, 2.9, depth / 2 + 1.3],
      });
      break;
    }
    case 'mansion': {
      const centreW = width * 0.42;
      const wingW = (width - centreW) / 2;
      const wingFloors = Math.max(1, floors - 1);
      builder.block({ x: 0, z: 0, width: centreW, depth, y: 0, floors }, { door: true, shutters: true });
      for (const sx of [-1, 1]) {
        const x = sx * (centreW / 2 + wingW / 2);
        builder.block(
          { x, z: -depth * 0.1, width: wingW, depth: depth * 0.8, y: 0, floors: wingFloors },
          { shutters: true },
        );
        builder.roof(home.roof, x, -depth * 0.1, wingW, depth * 0.8, wingFloors * floorHeight, rise * 0.7);
        builder.chimney(x + sx * wingW * 0.25, -depth * 0.2, wingFloors * floorHeight + rise * 0.7);
      }
      builder.roof(home.roof, 0, 0, centreW, depth, top, rise);
      // A portico: columns and a pediment over the door.
      const porticoZ = depth / 2 + 1.8;
      for (let i = 0; i < 4; i++)
        builder.parts.polished.cylinder(
          0.3,
          0.34,
          top - 0.4,
          -centreW * 0.3 + (i * centreW * 0.6) / 3,
          0.4,
          porticoZ,
          '#f4f1ea',
        );
      builder.parts.matte.box(centreW * 0.75, 0.4, 3.2, 0, 0, porticoZ - 0.6, '#e9e4da');
      builder.parts.matte.add(gableRoof(3.6, centreW * 0.75, 1.6).rotateY(Math.PI / 2), builder.trim, {
        position: [0, top, porticoZ - 0.6],
      });
      break;
    }
  }

  if (home.garden && home.style !== 'penthouse') builder.garden(width, depth);
  if (home.style !== 'penthouse') builder.pool(spec);
  return builder.parts;
}
