import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PerspectiveCamera } from 'three';
import { fovForAspect } from '#world';

/**
 * Keeps the camera's field of view to the screen's shape (`fovForAspect`): whoever owns the
 * camera (the orbiting rig on the vision page, the walker in 3D mode) frames the world alike.
 */
export function useScreenFieldOfView(): void {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  useEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    camera.fov = fovForAspect(aspect);
    camera.updateProjectionMatrix();
    invalidate();
  }, [aspect, camera, invalidate]);
}
