import { type BufferGeometry, CircleGeometry, Color, CylinderGeometry, SphereGeometry } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { floorHeight, poolRect } from '#world';
import { agave, barrelCactus, pricklyPear } from './desertPlants';
import { materialLook, roofColors, tinted } from './materialColors';
import { type ColorLike, PartList } from './parts';
import { gableRoof, hipRoof, shedRoof } from './roofs';

/**
 * The pieces every home is built from: blocks of floors with windows and a framed door, roofs,
 * chimneys, the pool and the garden. Parts are sorted by finish so a whole home is at most five
 * draw calls: matte, polished, glass, windows and pool water (and the roofs' snow in winter). Each archetype's own shape lives in
 * `homes/<style>.ts`.
 */

export interface HomeParts {
  matte: PartList;
  polished: PartList;
  /** Curtain walls and railings: always glass. */
  glass: PartList;
  /** Window panes (and the penthouse's own glass walls): glowing warm when the windows are lit. */
  windows: PartList;
  poolWater: PartList;
  /**
   * Snow lying on the roofs: drawn in the snow ground's material, so it takes the same white wash
   * and blue shade and does not turn yellow under a low sun like a lit wall
   * (docs/decisions/0095-treehouse-ice-haze.md).
   */
  snow: PartList;
}

type Home = WorldSpec['home'];
type Palette = WorldSpec['palette'];

export type Face = 'front' | 'back' | 'left' | 'right';

export interface Block {
  x: number;
  z: number;
  width: number;
  depth: number;
  /** Bottom of the block. */
  y: number;
  floors: number;
}

/**
 * What stands at the garden's corners: round hedges; the desert's own plants; lemon trees in
 * terracotta pots by a stone farmhouse (docs/decisions/0087-desert-casale-snow.md).
 */
export type GardenCorners = 'hedge' | 'desert' | 'lemons';

export class HomeBuilder {
  readonly parts: HomeParts = {
    matte: new PartList(),
    polished: new PartList(),
    glass: new PartList(),
    windows: new PartList(),
    poolWater: new PartList(),
    snow: new PartList(),
  };
  readonly wall: Color;
  readonly accent: Color;
  readonly trim: Color;
  /** Doors and shutters: the accent, unless an archetype paints them (Cycladic blue…). */
  doorColor: Color;
  shutterColor: Color;

  constructor(
    readonly home: Home,
    readonly palette: Palette,
    /** Snow lies on the roofs. */
    readonly winter = false,
    /** The garden's shrubs have turned, like the trees around (look/seasonFoliage.ts). */
    readonly autumn = false,
  ) {
    const walls = materialLook[home.walls];
    this.wall = tinted(walls.color, palette.primary, home.walls === 'white-stucco' ? 0.08 : 0.15);
    this.accent = tinted(materialLook[home.accent].color, palette.accent, 0.45);
    this.trim = tinted('#f4f1ea', palette.secondary, 0.15);
    this.doorColor = this.accent.clone().multiplyScalar(0.85);
    this.shutterColor = tinted(palette.secondary, '#2f6fa8', 0.2);
  }

  paintDoors(color: string) {
    this.doorColor = new Color(color);
    this.shutterColor = new Color(color);
  }

  roofColor(kind: Home['roof']): Color {
    return tinted(roofColors[kind], this.palette.secondary, kind === 'terracotta' ? 0.05 : 0.18);
  }

  /** Leaves: the palette's foliage deepened towards a natural green. */
  foliage(base: string, natural: string): Color {
    return tinted(base, natural, 0.35);
  }

  hemisphere(radius: number): BufferGeometry {
    return new SphereGeometry(radius, 12, 6, 0, Math.PI * 2, 0, Math.PI / 2);
  }

  /** A round beam along y, centred on the origin. */
  log(radius: number, length: number): BufferGeometry {
    return new CylinderGeometry(radius, radius, length, 6);
  }

  /** A flat disc facing +y (a porthole once turned). */
  disc(radius: number): BufferGeometry {
    return new CircleGeometry(radius, 12).rotateX(-Math.PI / 2);
  }

  /** A wedge (a bow, a skylight) rising towards -x: `length` along x, `height`, `width` along z. */
  wedge(length: number, height: number, width: number): BufferGeometry {
    return gableRoof(width, length * 2, height)
      .rotateY(Math.PI / 2)
      .translate(-length / 2, -height / 2, 0)
      .scale(1, 1, 1);
  }

  /** A flower: four petals round a heart on a short stem (not a ball), in about 50 triangles. */
  flower(x: number, y: number, z: number, color: ColorLike) {
    this.parts.matte.cylinder(0.02, 0.02, 0.3, x, y - 0.3, z, '#4f7f3a', 3);
    for (let i = 0; i < 4; i++) {
      const angle = (i / 4) * Math.PI * 2 + x;
      this.parts.matte.add(new SphereGeometry(0.1, 4, 2), color, {
        position: [x + Math.sin(angle) * 0.09, y, z + Math.cos(angle) * 0.09],
        scale: [0.7, 0.35, 1.5],
        rotation: [0, angle, 0],
      });
    }
    this.parts.matte.add(new SphereGeometry(0.05, 4, 2), '#f2c94c', { position: [x, y + 0.02, z] });
  }

  /** Windows on some faces of a block (all four by default). */
  windowsOn(block: Block, shutters: boolean, faces: readonly Face[] = ['front', 'back', 'left', 'right']) {
    this.windows(block, shutters, faces);
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
    if (options.door && block.y === 0) this.door(block.x, block.z + block.depth / 2, 0);
  }

  windows(block: Block, shutters: boolean, only: readonly Face[] = ['front', 'back', 'left', 'right']) {
    const spacing = 3;
    const faces = (
      [
        { name: 'front', along: block.width, across: block.depth, axis: 'x', sign: 1 },
        { name: 'back', along: block.width, across: block.depth, axis: 'x', sign: -1 },
        { name: 'right', along: block.depth, across: block.width, axis: 'z', sign: 1 },
        { name: 'left', along: block.depth, across: block.width, axis: 'z', sign: -1 },
      ] as const
    ).filter((face) => only.includes(face.name));
    const shutterColor = this.shutterColor;
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
    if (this.winter && kind !== 'shed') {
      // Snow on the slopes: the same roof a little higher and whiter.
      const snow = kind === 'gable' ? gableRoof(w + 0.1, d + 0.1, rise) : hipRoof(w + 0.1, d + 0.1, rise);
      this.parts.snow.add(snow, '#f6f8fb', { position: [x, y + 0.22, z] });
    }
    // A fascia board under the eaves.
    this.parts.matte.box(w, 0.25, d, x, y - 0.2, z, this.trim);
  }

  /**
   * A real front door facing +z at (x, z): a frame proud of the wall, a recessed panel with two
   * raised panels and a handle, a lintel and a step, so it reads as a door and not a rectangle.
   */
  door(x: number, z: number, y: number, width = 1.2, height = 2.3, frame: ColorLike = this.trim) {
    const leaf = this.doorColor;
    this.parts.matte.box(0.16, height + 0.16, 0.26, x - width / 2 - 0.08, y, z + 0.02, frame);
    this.parts.matte.box(0.16, height + 0.16, 0.26, x + width / 2 + 0.08, y, z + 0.02, frame);
    this.parts.matte.box(width + 0.6, 0.22, 0.34, x, y + height + 0.06, z + 0.04, frame);
    this.parts.matte.box(width, height, 0.08, x, y, z + 0.02, leaf);
    for (const panelY of [0.25, height / 2 + 0.1])
      this.parts.matte.box(
        width * 0.7,
        height / 2 - 0.45,
        0.06,
        x,
        y + panelY,
        z + 0.08,
        leaf.clone().multiplyScalar(1.12),
      );
    this.parts.polished.box(0.08, 0.08, 0.1, x + width / 2 - 0.18, y + height * 0.46, z + 0.12, '#c9a74a');
    if (y === 0)
      this.parts.matte.box(
        width + 0.9,
        0.16,
        0.8,
        x,
        0,
        z + 0.4,
        tinted('#cfc8bb', this.palette.primary, 0.1),
      );
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

  /** A lemon tree in a terracotta pot, as by a Tuscan farmhouse's door. */
  lemonPot(x: number, z: number) {
    const matte = this.parts.matte;
    matte.cylinder(0.55, 0.4, 0.8, x, 0, z, '#b8643e', 8);
    matte.cylinder(0.6, 0.6, 0.12, x, 0.8, z, '#c9744a', 8);
    matte.cylinder(0.07, 0.09, 0.9, x, 0.9, z, '#6b4a32', 5);
    matte.ball(0.85, x, 2.15, z, '#4f7a3a', 0);
    for (let i = 0; i < 5; i++) {
      const angle = (i / 5) * Math.PI * 2 + x;
      matte.ball(
        0.13,
        x + Math.sin(angle) * 0.72,
        2.0 + (i % 2) * 0.35,
        z + Math.cos(angle) * 0.72,
        '#f2d13c',
        0,
      );
    }
  }

  /**
   * Flower beds either side of the path, their middle `front` metres ahead of the home's centre.
   * In a dry setting the corner shrubs are desert plants, not a watered green hedge
   * (docs/decisions/0085-settings-look-like-their-words.md, 0087-desert-casale-snow.md).
   */
  garden(width: number, depth: number, front: number, corners: GardenCorners = 'hedge') {
    const dry = corners === 'desert';
    const flowers = [this.palette.accent, this.palette.primary, '#f2c6d4', '#ffffff'];
    const hedge = dry
      ? tinted(this.palette.foliage, '#a59f72', 0.55)
      : this.autumn
        ? tinted(this.palette.foliage, '#b5622a', 0.65)
        : tinted(this.palette.foliage, '#2f5d34', 0.3);
    // Beds either side of the path, then bushes at the corners.
    for (const side of [-1, 1]) {
      const bedX = side * (width / 4 + 0.8);
      this.parts.matte.box(width / 2 - 2.4, 0.3, 1.2, bedX, 0, front, '#6b4b36');
      const count = Math.max(3, Math.floor(width / 2.4));
      for (let i = 0; i < count; i++) {
        const x = bedX + (i - (count - 1) / 2) * ((width / 2 - 3) / count);
        this.flower(x, 0.75, front + ((i % 2) - 0.5) * 0.4, flowers[i % flowers.length] ?? '#fff');
      }
      for (const z of [-depth / 2 - 1.5, depth / 2 + 0.2]) {
        const x = side * (width / 2 + 1.6);
        if (corners === 'lemons') this.lemonPot(x, z);
        else if (!dry) this.parts.matte.ball(1.1, x, 0.9, z, hedge, 0);
        // In the desert, the corners hold what grows there: in front an agave on one side and a
        // prickly pear on the other, each with a barrel cactus at its foot; agaves behind
        // (docs/decisions/0087-desert-casale-snow.md).
        else if (z < 0) agave(this.parts.matte, x, z, 1.3, hedge);
        else {
          if (side < 0) agave(this.parts.matte, x, z, 1.4, hedge);
          else pricklyPear(this.parts.matte, x, z, 1.3);
          barrelCactus(this.parts.matte, x + side * 1.2, z + 0.8, 0.8);
        }
      }
    }
    // The path from the door to the garden's edge.
    const pathLength = front - depth / 2 + 2.4;
    this.parts.matte.box(1.6, 0.05, pathLength, 0, 0, depth / 2 + pathLength / 2, '#d8cfbf');
  }
}
