import { Billboard } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { notInPictures } from './capture/notInPictures';
import { drawPanel } from './panelTexture';
import { useDisposable } from './useDisposable';

export interface InWorldPanelProps {
  /** World position of the panel's centre. */
  position: [number, number, number];
  title: string;
  body?: string | null;
  /** Shown last, in italics and gold: the spot's affirmation. */
  affirmation?: string | null;
  /** Width in metres (height follows the text). */
  width?: number;
  /** 0 hides the panel, 1 shows it; in between it fades (the caller animates). */
  opacity?: number;
}

/** Texture resolution: pixels per metre of panel. High enough to read at a few metres. */
const pixelsPerMetre = 200;

/**
 * Text standing in the world (a category spot's panel): the card of panelTexture.ts on a plane,
 * one draw call, always facing the viewer. Left out of saved pictures (notInPictures).
 */
export function InWorldPanel({
  position,
  title,
  body,
  affirmation,
  width = 6,
  opacity = 1,
}: InWorldPanelProps) {
  const invalidate = useThree((state) => state.invalidate);
  const texture = useDisposable(
    () => drawPanel(Math.round(width * pixelsPerMetre), title, body ?? null, affirmation ?? null),
    [width, title, body, affirmation],
  );
  // frameloop="demand": a new text or fade step needs a frame drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opacity and texture are the triggers.
  useEffect(() => invalidate(), [opacity, texture, invalidate]);
  const aspect = texture.image.height / texture.image.width;
  if (opacity <= 0) return null;
  return (
    <Billboard position={position} userData={notInPictures}>
      <mesh renderOrder={10}>
        <planeGeometry args={[width, width * aspect]} />
        <meshBasicMaterial
          map={texture}
          transparent
          opacity={opacity}
          depthWrite={false}
          toneMapped={false}
          fog={false}
        />
      </mesh>
    </Billboard>
  );
}
