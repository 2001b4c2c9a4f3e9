/**
 * Where the guided tour's caption sits: a card held in front of the camera like a heads-up
 * display, sized from the window in CSS pixels, never from the world. Standing in the world it ran
 * off a phone's right edge, and after a resize it could end up a metre from the lens, filling the
 * screen with huge letters.
 */

/** Space kept between the card and the window's sides and bottom, in CSS pixels. */
const margin = 16;
const bottomMargin = 24;
/** The card is never wider than a comfortable line of reading. */
const maxCardWidth = 560;
/** Nor taller than this share of the window (a phone on its side), so the world stays in view. */
const maxHeightShare = 0.42;
/**
 * Texture pixels per CSS pixel: the card's fonts (panelTexture.ts) are 64/40/44 texture pixels, so
 * on screen the title reads about 26 px and the body 16 px, sharp on a 2× screen.
 */
const texturePixelsPerCssPixel = 2.5;

export interface ScreenSize {
  width: number;
  height: number;
}

export interface CaptionCard {
  /** The card's size and the height of its centre above the window's bottom, in CSS pixels. */
  width: number;
  height: number;
  centreFromBottom: number;
}

const cardWidthFor = (screenWidth: number) => Math.max(120, Math.min(maxCardWidth, screenWidth - 2 * margin));

/** How wide to draw the card's texture for this window: its text wraps for the card's width. */
export function captionTextureWidth(screen: ScreenSize): number {
  return Math.round(cardWidthFor(screen.width) * texturePixelsPerCssPixel);
}

/** The card on this window, for a texture of this shape (height / width). */
export function captionCard(screen: ScreenSize, textureAspect: number): CaptionCard {
  let width = cardWidthFor(screen.width);
  let height = width * textureAspect;
  const maxHeight = screen.height * maxHeightShare;
  if (height > maxHeight) {
    width *= maxHeight / height;
    height = maxHeight;
  }
  return { width, height, centreFromBottom: bottomMargin + height / 2 };
}

export interface CaptionPlacement {
  /** Metres, on a plane `distance` in front of the camera, its centre `y` below the line of sight. */
  width: number;
  height: number;
  y: number;
  distance: number;
}

/**
 * The card in the camera's space: at `distance` metres the window's height spans
 * 2·d·tan(fov / 2) metres, so a CSS pixel is that over the window's height in pixels.
 */
export function captionPlacement(
  card: CaptionCard,
  screenHeight: number,
  verticalFovDegrees: number,
  distance: number,
): CaptionPlacement {
  const spanHeight = 2 * distance * Math.tan((verticalFovDegrees * Math.PI) / 360);
  const metresPerPixel = spanHeight / Math.max(1, screenHeight);
  return {
    width: card.width * metresPerPixel,
    height: card.height * metresPerPixel,
    y: -spanHeight / 2 + card.centreFromBottom * metresPerPixel,
    distance,
  };
}
