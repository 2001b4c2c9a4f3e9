import type { Object3D } from 'three';

/**
 * Text the scene shows for the screen (a spot's panel, the tour's caption) is left out of a saved
 * picture: it was sized for the window, so in a picture of another shape and size it came out as
 * giant cropped letters over the view. The picture writes its own caption at a fraction of its
 * frame instead (snapshotCaption.ts). Spread on the object: `userData={notInPictures}`.
 */
export const notInPictures = { notInPictures: true } as const;

/** Runs `draw` with every object tagged `notInPictures` hidden, then shows them again. */
export function withoutScreenText<T>(scene: Object3D, draw: () => T): T {
  const hidden: Object3D[] = [];
  scene.traverse((object) => {
    if (object.userData.notInPictures === true && object.visible) hidden.push(object);
  });
  for (const object of hidden) object.visible = false;
  try {
    return draw();
  } finally {
    for (const object of hidden) object.visible = true;
  }
}
