import { describe, expect, it } from 'vitest';
import { plantShapes, propShapes } from '#world';
import { plantShapeRecords, propShapeRecords } from './shapeRecords';

/**
 * The view judge meets props and plants as voxel shapes recorded from these models
 * (src/world/geometry/model-shapes.ts): a model changed without recording it again would be
 * judged by its old shape. When this fails, run `node --import tsx scripts/record-model-shapes.ts`.
 */
const shapeOf = ({
  min,
  size,
  cell,
  bits,
}: {
  min: number[];
  size: number[];
  cell: number[];
  bits: string;
}) => ({
  min,
  size,
  cell,
  bits,
});

describe('the recorded shapes of the props and plants', () => {
  it('are the shapes of the models as they are', () => {
    const props = propShapeRecords(false);
    const plants = plantShapeRecords(false);
    for (const [kind, record] of Object.entries(props))
      expect(shapeOf(record), kind).toEqual(shapeOf(propShapes[kind as keyof typeof propShapes]));
    for (const [kind, record] of Object.entries(plants))
      expect(shapeOf(record), kind).toEqual(shapeOf(plantShapes[kind as keyof typeof plantShapes]));
  }, 120_000);
});
