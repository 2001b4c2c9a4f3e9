import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { Camera, Scene, WebGLRenderer } from 'three';

export interface SceneHandles {
  gl: WebGLRenderer;
  scene: Scene;
  /** Read when used, not stored: the active camera changes when a controller takes over. */
  camera: () => Camera;
  invalidate: () => void;
}

/**
 * Hands the renderer, the scene and the current camera up to 3D mode's DOM toolbar (pictures,
 * the .glb, the video), which lives outside the Canvas and so cannot call useThree itself.
 */
export function RendererBridge({ onReady }: { onReady: (handles: SceneHandles | null) => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    onReady({ gl, scene, camera: () => get().camera, invalidate });
    return () => onReady(null);
  }, [gl, scene, get, invalidate, onReady]);
  return null;
}
