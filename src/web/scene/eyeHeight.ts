/**
 * Eye height of a visitor above the ground, metres: the walk's camera, and where the mirror
 * stands you (one value, so looking into the mirror is looking from where you walked).
 */
export const eyeHeight = 1.65;
