import {
  type Camera,
  type ColorSpace,
  PerspectiveCamera,
  type Scene,
  UnsignedByteType,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { landscapeFovOf, widenForPortrait } from '#world';

/** The largest picture this GPU can draw offscreen (one side), in pixels. */
export function maxRenderbufferSize(gl: WebGLRenderer): number {
  const context = gl.getContext();
  return Math.min(
    context.getParameter(context.MAX_RENDERBUFFER_SIZE) as number,
    gl.capabilities.maxTextureSize,
  );
}

/**
 * Draws the current view offscreen at exactly width × height pixels, whatever the window's size,
 * and returns it as a PNG that looks like the screen (same tone mapping and colour encoding, see
 * `screenMatchedTarget`); the renderer's own target and the live camera are left untouched.
 */
export async function renderSnapshot(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  width: number,
  height: number,
): Promise<Blob> {
  const aspect = width / height;
  const shot = camera.clone();
  if (shot instanceof PerspectiveCamera && camera instanceof PerspectiveCamera) {
    // The live camera may already be widened for a portrait window: start from its landscape fov.
    const landscapeFov = camera.aspect >= 1 ? camera.fov : landscapeFovOf(camera.fov, camera.aspect);
    shot.fov = widenForPortrait(landscapeFov, aspect);
    shot.aspect = aspect;
    shot.updateProjectionMatrix();
  }
  const target = screenMatchedTarget(gl, width, height);
  const previousTarget = gl.getRenderTarget();
  const pixels = new Uint8Array(width * height * 4);
  try {
    gl.setRenderTarget(target);
    gl.clear();
    gl.render(scene, shot);
    gl.readRenderTargetPixels(target, 0, 0, width, height, pixels);
  } finally {
    gl.setRenderTarget(previousTarget);
    target.dispose();
  }
  return encodePng(pixels, width, height);
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

/** WebGL rows run bottom-up: flip them into a 2D canvas, opaque, and encode. */
async function encodePng(pixels: Uint8Array, width: number, height: number): Promise<Blob> {
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
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/png',
    ),
  );
}
