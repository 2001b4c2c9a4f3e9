import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { HalfFloatType, Vector2, WebGLRenderTarget } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { UnrealBloomPass } from 'three/examples/jsm/postprocessing/UnrealBloomPass.js';

/**
 * The high tier's post-processing (docs/decisions/0047-adaptive-quality.md): the scene is drawn
 * into a multisampled HDR target (anti-aliased edges), the brightest parts — the sun, lit windows
 * at dusk, sparkles on the water — bleed a soft glow, then the output pass tone-maps and grades
 * it exactly as the direct path does (the same CustomToneMapping chunk). Three.js's own passes:
 * no extra dependency. In an XR session, the headset draws the scene directly.
 */
export function Bloom({ strength = 0.32 }: { strength?: number }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const pixelRatio = useThree((state) => state.viewport.dpr);

  const composer = useMemo(() => {
    const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType, samples: 4 });
    const chain = new EffectComposer(gl, target);
    chain.addPass(new RenderPass(scene, camera));
    // Only what is brighter than white after exposure blooms: lit windows and the sun, not walls.
    chain.addPass(new UnrealBloomPass(new Vector2(256, 256), strength, 0.5, 0.92));
    chain.addPass(new OutputPass());
    return chain;
  }, [gl, scene, camera, strength]);

  useEffect(() => {
    composer.setPixelRatio(pixelRatio);
    composer.setSize(size.width, size.height);
  }, [composer, size, pixelRatio]);

  useEffect(() => () => composer.dispose(), [composer]);

  // Priority 1: this frame callback draws the frame instead of the renderer's default render.
  useFrame((_, delta) => {
    if (gl.xr.isPresenting) gl.render(scene, camera);
    else composer.render(delta);
  }, 1);

  return null;
}
