/** Vertical field of view on a landscape screen, degrees. */
export const baseFov = 50;

/** The widest a portrait view gets, degrees: wider looks like a fish-eye. */
export const maxFov = 75;

const toRadians = Math.PI / 180;

/**
 * A tall screen (or a phone wallpaper) sees a narrow slice of a view composed for a wide one: in
 * portrait the vertical field of view widens, up to `maxFov`, so the home and its surroundings
 * still fit. Unchanged in landscape. One rule for the live camera and for pictures, so a saved
 * wallpaper frames the world as the phone does.
 */
export function widenForPortrait(fov: number, aspect: number): number {
  if (aspect >= 1) return fov;
  const halfHeight = Math.tan((fov / 2) * toRadians);
  return Math.min(maxFov, (2 * Math.atan(halfHeight / Math.sqrt(aspect))) / toRadians);
}

/** The live camera's field of view on a screen of this shape. */
export function fovForAspect(aspect: number): number {
  return widenForPortrait(baseFov, aspect);
}

/** The landscape field of view a portrait one was widened from (the inverse, below the cap). */
export function landscapeFovOf(fov: number, aspect: number): number {
  if (aspect >= 1) return fov;
  const halfHeight = Math.tan((fov / 2) * toRadians);
  return (2 * Math.atan(halfHeight * Math.sqrt(aspect))) / toRadians;
}
