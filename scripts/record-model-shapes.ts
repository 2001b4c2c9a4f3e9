// `node --import tsx scripts/record-model-shapes.ts`: writes the props' and plants' shapes, as the
// view judge meets them, from the scene's models into src/world/geometry/model-shapes.ts
// (docs/decisions/0102-the-world-owns-its-geometry.md). Run it after changing a prop or plant model;
// src/web/scene/models/shapeRecords.test.ts says when it is due.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { plantShapeRecords, propShapeRecords } from '../src/web/scene/models/shapeRecords';

const file = path.resolve(import.meta.dirname, '../src/world/geometry/model-shapes.ts');
const text = `import type { PropKind } from '#shared/worldSpec';
import type { ShapeRecord } from './voxels';
import { type TreeKind } from '#world';

/**
 * Written by scripts/record-model-shapes.ts from the scene's models: do not edit. Each prop's and
 * plant's shape at scale 1 as a block of voxels (voxels.ts).
 */
export const propShapes: Record<PropKind, ShapeRecord> = ${JSON.stringify(propShapeRecords())};

export const plantShapes: Record<TreeKind, ShapeRecord> = ${JSON.stringify(plantShapeRecords())};
`;
writeFileSync(file, text);
console.info(`wrote ${path.relative(process.cwd(), file)}`);
