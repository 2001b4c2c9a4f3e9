import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import { type Camera, type Group, PerspectiveCamera, Vector3 } from 'three';
import { drawPanel } from '../panelTexture';
import { isTestMode } from '../testMode';
import { useDisposable } from '../useDisposable';
import { type CaptionCard, captionCard, captionPlacement, captionTextureWidth } from './captionLayout';
import { notInPictures } from './notInPictures';

/** In front of the lens, past the camera's near plane (0.5 m), nearer than anything it flies by. */
const captionDistance = 1;

export interface TourCaptionProps {
  /** The group the tour camera moves with the lens every frame (placeCaption). */
  anchor: RefObject<Group | null>;
  title: string;
  body: string;
  affirmation: string | null;
  opacity: number;
}

/**
 * The guided tour's caption: the card of panelTexture.ts held at the bottom of the view like a
 * heads-up display, sized from the window (captionLayout.ts). It is drawn by the canvas, so the
 * tour's video records it; the DOM announces the stop to screen readers (TourControls).
 */
export function TourCaption({ anchor, title, body, affirmation, opacity }: TourCaptionProps) {
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const textureWidth = captionTextureWidth(size);
  const texture = useDisposable(
    () => drawPanel(textureWidth, title, body, affirmation),
    [textureWidth, title, body, affirmation],
  );
  // frameloop="demand": a new text, fade step or window size needs a frame drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the triggers.
  useEffect(() => invalidate(), [opacity, texture, size.width, size.height, invalidate]);
  const card = captionCard(size, texture.image.height / texture.image.width);
  return (
    <group ref={anchor} userData={{ ...notInPictures, captionCard: card }}>
      <mesh renderOrder={20}>
        <planeGeometry args={[1, 1]} />
        <meshBasicMaterial
          map={texture}
          transparent
          opacity={opacity}
          depthTest={false}
          depthWrite={false}
          toneMapped={false}
          fog={false}
        />
      </mesh>
    </group>
  );
}

const offset = new Vector3();

/**
 * Puts the caption in front of the camera as it stands this frame: called by the tour camera right
 * after it moved, so the card never lags a frame behind the view.
 */
export function placeCaption(anchor: Group | null, camera: Camera, screenHeight: number) {
  const card = anchor?.userData.captionCard as CaptionCard | undefined;
  if (!anchor || !card) return;
  const fov = camera instanceof PerspectiveCamera ? camera.fov : 50;
  const placed = captionPlacement(card, screenHeight, fov, captionDistance);
  offset.set(0, placed.y, -placed.distance).applyQuaternion(camera.quaternion);
  anchor.position.copy(camera.position).add(offset);
  anchor.quaternion.copy(camera.quaternion);
  anchor.scale.set(placed.width, placed.height, 1);
  if (isTestMode()) publishCaptionBox(anchor, camera, screenHeight);
}

declare global {
  interface Window {
    /** e2e only: where the tour's caption lands on screen, in CSS pixels, as the camera projects it. */
    __dreamLifeTourCaption?: { left: number; top: number; right: number; bottom: number };
  }
}

const corner = new Vector3();

function publishCaptionBox(anchor: Group, camera: Camera, screenHeight: number) {
  anchor.updateMatrixWorld();
  camera.updateMatrixWorld();
  const aspect = camera instanceof PerspectiveCamera ? camera.aspect : 1;
  const screenWidth = screenHeight * aspect;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [-0.5, -0.5],
    [0.5, -0.5],
    [-0.5, 0.5],
    [0.5, 0.5],
  ] as const) {
    corner.set(x, y, 0).applyMatrix4(anchor.matrixWorld).project(camera);
    xs.push(((corner.x + 1) / 2) * screenWidth);
    ys.push(((1 - corner.y) / 2) * screenHeight);
  }
  window.__dreamLifeTourCaption = {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}
