import {
  type Camera,
  type ColorSpace,
  PerspectiveCamera,
  type Scene,
  UnsignedByteType,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import type { Viewpoint } from '#shared/worldSpec';
import { fovForAspect, landscapeFovOf, widenForPortrait } from '#world';
import { withoutScreenText } from './notInPictures';
import { drawSnapshotCaption, type SnapshotCaption } from './snapshotCaption';

/** How a picture is composed for its own shape, not the window's. */
export interface PictureComposition {
  /** The camera for this shape (a spot's framed view); null keeps the view on screen. */
  view: Viewpoint | null;
  /** Words to write on the picture, sized to its frame; null writes none. */
  caption: SnapshotCaption | null;
}

/** The largest picture this GPU can draw offscreen (one side), in pixels. */
export function maxRenderbufferSize(gl: WebGLRenderer): number {
  const context = gl.getContext();
  return Math.min(
    context.getParameter(context.MAX_RENDERBUFFER_SIZE) as number,
    gl.capabilities.maxTextureSize,
  );
}

/**
 * Draws a picture offscreen at exactly width × height pixels, whatever the window's size, and
 * returns it as a PNG that looks like the screen (same tone mapping and colour encoding, see
 * `screenMatchedTarget`); the renderer's own target and the live camera are left untouched.
 * The text the screen shows in the world is left out (notInPictures); `composition` may give the
 * camera for this picture's shape and a caption written at a fraction of the frame.
 */
export async function renderSnapshot(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  width: number,
  height: number,
  composition: PictureComposition = { view: null, caption: null },
): Promise<Blob> {
  const aspect = width / height;
  const shot = camera.clone();
  if (shot instanceof PerspectiveCamera && camera instanceof PerspectiveCamera) {
    if (composition.view) {
      // A framed view was searched for this shape with the field of view the screen would use.
      shot.position.set(...composition.view.position);
      shot.lookAt(...composition.view.target);
      shot.fov = fovForAspect(aspect);
    } else {
      // The live camera may already be widened for a portrait window: start from its landscape fov.
      const landscapeFov = camera.aspect >= 1 ? camera.fov : landscapeFovOf(camera.fov, camera.aspect);
      shot.fov = widenForPortrait(landscapeFov, aspect);
    }
    shot.aspect = aspect;
    shot.updateProjectionMatrix();
    shot.updateMatrixWorld();
  }
  const target = screenMatchedTarget(gl, width, height);
  const previousTarget = gl.getRenderTarget();
  const pixels = new Uint8Array(width * height * 4);
  try {
    gl.setRenderTarget(target);
    gl.clear();
    withoutScreenText(scene, () => gl.render(scene, shot));
    gl.readRenderTargetPixels(target, 0, 0, width, height, pixels);
  } finally {
    gl.setRenderTarget(previousTarget);
    target.dispose();
  }
  return encodePng(pixels, width, height, composition.caption);
}

/**
 * An offscreen target three.js draws into exactly as it draws to the canvas. three.js applies the
 * renderer's tone mapping and output colour space only when drawing to the screen or to an XR
 * target (WebGLPrograms: `renderTarget === null || renderTarget.isXRRenderTarget`); into any other
 * target it writes linear, untone-mapped colour, so a picture's highlights clipped and its shadows
 * came out lighter than on screen. Marked like an XR target, every material compiles to the very
 * programs the screen uses (tone mapping, then encoding to `outputColorSpace`, raw custom shaders
 * and `toneMapped: false` materials untouched), so no second pass and no new shaders are needed.
 * The storage is plain RGBA8 because the shaders have already encoded: an sRGB format would make
 * the GPU encode a second time.
 */
export function screenMatchedTarget(
  gl: Pick<WebGLRenderer, 'outputColorSpace'>,
  width: number,
  height: number,
): WebGLRenderTarget {
  const target = new WebGLRenderTarget(width, height, {
    type: UnsignedByteType,
    // three.js types outputColorSpace as a plain string; it holds one of its colour spaces.
    colorSpace: gl.outputColorSpace as ColorSpace,
    samples: 4,
    depthBuffer: true,
  });
  target.texture.internalFormat = 'RGBA8';
  (target as WebGLRenderTarget & { isXRRenderTarget: boolean }).isXRRenderTarget = true;
  return target;
}

/** WebGL rows run bottom-up: flip them into a 2D canvas, opaque, write the caption, and encode. */
async function encodePng(
  pixels: Uint8Array,
  width: number,
  height: number,
  caption: SnapshotCaption | null,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const image = context.createImageData(width, height);
  const rowBytes = width * 4;
  for (let row = 0; row < height; row += 1) {
    const from = (height - 1 - row) * rowBytes;
    image.data.set(pixels.subarray(from, from + rowBytes), row * rowBytes);
  }
  for (let index = 3; index < image.data.length; index += 4) image.data[index] = 255;
  context.putImageData(image, 0, 0);
  if (caption) drawSnapshotCaption(context, width, height, caption);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/png',
    ),
  );
}
