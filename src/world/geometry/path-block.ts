/**
 * The ways down to the water (the cliff's stair, the beach's boardwalk) are boxes of stone and
 * wood: cliff-stair.ts and beach-boardwalk.ts lay them out, the scene draws them
 * (src/web/scene/models/pathBlocks.ts) and the view judge meets them.
 */
export interface PathBlock {
  x: number;
  z: number;
  /** The block's top (a step's tread, a board's face) and bottom. */
  top: number;
  bottom: number;
  /** Along x and along z before turning. */
  width: number;
  depth: number;
  rotY?: number;
  material: 'stone' | 'whitewash' | 'wood';
}
