import {
  BoxGeometry,
  type BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Float32BufferAttribute,
  IcosahedronGeometry,
  Matrix4,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

/**
 * A low-poly model is a handful of boxes, cylinders and cones, each with one colour. PartList
 * collects them, transformed, with the colour baked into a vertex attribute, and merges them into
 * one geometry: a whole car or house wall set costs one draw call with one shared material.
 */

export type ColorLike = string | Color;

export interface Placement {
  position?: [number, number, number];
  rotation?: [number, number, number];
  scale?: [number, number, number];
}

const scratchMatrix = new Matrix4();
const scratchQuaternion = new Quaternion();
const scratchEuler = new Euler();
const scratchColor = new Color();

export class PartList {
  private readonly parts: BufferGeometry[] = [];

  add(geometry: BufferGeometry, color: ColorLike, placement: Placement = {}): this {
    const part = geometry.index ? geometry.toNonIndexed() : geometry;
    if (part !== geometry) geometry.dispose();
    part.deleteAttribute('uv');
    const [px, py, pz] = placement.position ?? [0, 0, 0];
    const [rx, ry, rz] = placement.rotation ?? [0, 0, 0];
    const [sx, sy, sz] = placement.scale ?? [1, 1, 1];
    scratchMatrix.compose(
      new Vector3(px, py, pz),
      scratchQuaternion.setFromEuler(scratchEuler.set(rx, ry, rz)),
      new Vector3(sx, sy, sz),
    );
    part.applyMatrix4(scratchMatrix);
    scratchColor.set(color);
    const count = part.getAttribute('position').count;
    const colors = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) {
      colors[i * 3] = scratchColor.r;
      colors[i * 3 + 1] = scratchColor.g;
      colors[i * 3 + 2] = scratchColor.b;
    }
    part.setAttribute('color', new Float32BufferAttribute(colors, 3));
    this.parts.push(part);
    return this;
  }

  /** A box whose bottom face sits at `y` (handy for anything standing on the ground). */
  box(w: number, h: number, d: number, x: number, y: number, z: number, color: ColorLike, rotY = 0): this {
    return this.add(new BoxGeometry(w, h, d), color, { position: [x, y + h / 2, z], rotation: [0, rotY, 0] });
  }

  /** A vertical cylinder standing on `y`. */
  cylinder(
    radiusTop: number,
    radiusBottom: number,
    h: number,
    x: number,
    y: number,
    z: number,
    color: ColorLike,
    segments = 8,
  ): this {
    return this.add(new CylinderGeometry(radiusTop, radiusBottom, h, segments), color, {
      position: [x, y + h / 2, z],
    });
  }

  cone(radius: number, h: number, x: number, y: number, z: number, color: ColorLike, segments = 7): this {
    return this.add(new ConeGeometry(radius, h, segments), color, { position: [x, y + h / 2, z] });
  }

  ball(radius: number, x: number, y: number, z: number, color: ColorLike, detail = 0): this {
    return this.add(new IcosahedronGeometry(radius, detail), color, { position: [x, y, z] });
  }

  sphere(radius: number, x: number, y: number, z: number, color: ColorLike, segments = 8): this {
    return this.add(new SphereGeometry(radius, segments, Math.max(4, segments - 2)), color, {
      position: [x, y, z],
    });
  }

  /** Adds every part of another list, moved/turned/scaled as a group. */
  group(list: PartList, placement: Placement): this {
    const merged = list.merge();
    if (!merged) return this;
    const [px, py, pz] = placement.position ?? [0, 0, 0];
    const [rx, ry, rz] = placement.rotation ?? [0, 0, 0];
    const [sx, sy, sz] = placement.scale ?? [1, 1, 1];
    merged.applyMatrix4(
      new Matrix4().compose(
        new Vector3(px, py, pz),
        new Quaternion().setFromEuler(new Euler(rx, ry, rz)),
        new Vector3(sx, sy, sz),
      ),
    );
    this.parts.push(merged);
    return this;
  }

  get isEmpty(): boolean {
    return this.parts.length === 0;
  }

  /** One geometry with position, normal and colour; null when nothing was added. */
  merge(): BufferGeometry | null {
    if (this.parts.length === 0) return null;
    const merged = mergeGeometries(this.parts, false);
    for (const part of this.parts) part.dispose();
    this.parts.length = 0;
    if (!merged) throw new Error('PartList: parts could not be merged');
    merged.computeBoundingSphere();
    return merged;
  }
}
