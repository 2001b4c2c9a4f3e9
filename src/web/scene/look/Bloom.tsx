import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { HalfFloatType, Vector2, type Vector3, WebGLRenderTarget } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { UnrealBloomPass } from 'three/examples/jsm/postprocessing/UnrealBloomPass.js';
import type { TimeOfDay } from '#shared/worldSpec';

/**
 * The high tier's post-processing (docs/decisions/0047-adaptive-quality.md): the scene is drawn
 * into a multisampled HDR target (anti-aliased edges), the brightest parts — the sun, lit windows
 * at dusk, sparkles on the water — bleed a soft glow, then the output pass tone-maps and grades
 * it exactly as the direct path does (the same CustomToneMapping chunk). Three.js's own passes:
 * no extra dependency. In an XR session, the headset draws the scene directly.
 */
/**
 * How much of the bloom a view gets, by how far the camera is from what it looks at
 * (docs/decisions/0088-arrival-fits-every-screen.md): a third in a close view of a desk or a mat on
 * a terrace, all of it from 30 m. Up close, the glint of the moon on a polished terrace slab, or a
 * lit pane filling half the frame, spread a haze over the whole picture; from afar the same glow
 * is a few lit windows' halo, which is what the bloom is for.
 */
export function bloomNear(distance: number): number {
  const t = Math.min(1, Math.max(0, (distance - 8) / 22));
  return 1 / 3 + (2 / 3) * t * t * (3 - 2 * t);
}

/**
 * How strongly the bright parts bloom at each time of day (decision 0115): lit windows, lanterns
 * and the low sun glow at dusk and night; by day only a touch, so a sunlit wall or snow field never
 * spreads a milky haze over the picture.
 */
const bloomByTime: Record<TimeOfDay, number> = {
  dawn: 0.24,
  morning: 0.12,
  noon: 0.1,
  'golden-hour': 0.26,
  sunset: 0.32,
  dusk: 0.4,
  night: 0.42,
};

export const bloomStrengthOf = (time: TimeOfDay) => bloomByTime[time] ?? 0.32;

export function Bloom({ strength = 0.32 }: { strength?: number }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const pixelRatio = useThree((state) => state.viewport.dpr);

  const { composer, bloom } = useMemo(() => {
    const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType, samples: 4 });
    const chain = new EffectComposer(gl, target);
    chain.addPass(new RenderPass(scene, camera));
    // Only what is brighter than white after exposure blooms: lit windows and the sun, not walls.
    const pass = new UnrealBloomPass(new Vector2(256, 256), strength, 0.5, 0.92);
    chain.addPass(pass);
    chain.addPass(new OutputPass());
    return { composer: chain, bloom: pass };
  }, [gl, scene, camera, strength]);

  useEffect(() => {
    composer.setPixelRatio(pixelRatio);
    composer.setSize(size.width, size.height);
  }, [composer, size, pixelRatio]);

  useEffect(() => () => composer.dispose(), [composer]);

  // Priority 1: this frame callback draws the frame instead of the renderer's default render.
  useFrame((state, delta) => {
    if (gl.xr.isPresenting) gl.render(scene, camera);
    else {
      const target = (state.controls as { target?: Vector3 } | null)?.target;
      bloom.strength = strength * bloomNear(target ? camera.position.distanceTo(target) : Infinity);
      composer.render(delta);
    }
  }, 1);

  return null;
}
