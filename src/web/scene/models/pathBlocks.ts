import { BoxGeometry, type BufferGeometry } from 'three';
import type { PathBlock } from '#world';
import { PartList } from './parts';

/**
 * The ways down to the water (the cliff's stair, the beach's boardwalk) are boxes of stone and
 * wood: the layouts (cliffStair.ts, beachBoardwalk.ts) say where, this merges them into one
 * geometry with the colour in its vertices, so a whole stair and jetty is one draw call.
 */

/** Whitewashed treads, as on a Greek or Amalfi stair, on bodies of a stone near the cliff's own. */
const colours: Record<PathBlock['material'], string> = {
  stone: '#bfa987',
  whitewash: '#f4efe6',
  wood: '#9a7652',
};

export function buildPathBlocks(blocks: readonly PathBlock[]): BufferGeometry | null {
  const parts = new PartList();
  for (const block of blocks) {
    const height = Math.max(0.02, block.top - block.bottom);
    parts.add(new BoxGeometry(block.width, height, block.depth), colours[block.material], {
      position: [block.x, block.bottom + height / 2, block.z],
      rotation: [0, block.rotY ?? 0, 0],
    });
  }
  return parts.merge();
}
