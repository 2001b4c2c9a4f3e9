import { useLayoutEffect, useRef } from 'react';
import { InstancedBufferAttribute, type InstancedMesh, Object3D, PlaneGeometry, ShaderMaterial } from 'three';
import { useDisposable } from './useDisposable';

/**
 * Soft contact shadows without a shadow map (SwiftShader and phones pay dearly for those): a dark
 * radial blob on the ground under the home, every prop and the nearby trees, all one instanced draw.
 */
export interface Blob {
  x: number;
  y: number;
  z: number;
  width: number;
  depth: number;
  rotation: number;
  /** 0..1 darkness. */
  strength: number;
}

/**
 * On snow a shadow is the sky's blue, not a dark smudge: a bright surface lit only by the open sky
 * (docs/decisions/0087-desert-casale-snow.md).
 */
export function BlobShadows({ blobs, onSnow = false }: { blobs: Blob[]; onSnow?: boolean }) {
  const geometry = useDisposable(() => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2), []);
  const material = useDisposable(
    () =>
      new ShaderMaterial({
        transparent: true,
        depthWrite: false,
        polygonOffset: true,
        polygonOffsetFactor: -2,
        vertexShader: /* glsl */ `
          varying vec2 vUv;
          varying float vStrength;
          attribute float strength;
          void main() {
            vUv = uv;
            vStrength = strength;
            gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
          }
        `,
        fragmentShader: /* glsl */ `
          varying vec2 vUv;
          varying float vStrength;
          void main() {
            float d = length(vUv - 0.5) * 2.0;
            float shade = (1.0 - smoothstep(0.25, 1.0, d)) * vStrength;
            gl_FragColor = ${onSnow ? 'vec4(0.2, 0.3, 0.62, shade * 0.5)' : 'vec4(0.05, 0.06, 0.1, shade * 0.55)'};
          }
        `,
      }),
    [onSnow],
  );
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const dummy = new Object3D();
    const strengths = new Float32Array(blobs.length);
    blobs.forEach((blob, index) => {
      dummy.position.set(blob.x, blob.y + 0.04, blob.z);
      dummy.rotation.set(0, blob.rotation, 0);
      dummy.scale.set(blob.width, 1, blob.depth);
      dummy.updateMatrix();
      target.setMatrixAt(index, dummy.matrix);
      strengths[index] = blob.strength;
    });
    target.geometry.setAttribute('strength', new InstancedBufferAttribute(strengths, 1));
    target.instanceMatrix.needsUpdate = true;
    target.computeBoundingSphere();
  }, [blobs]);
  if (blobs.length === 0) return null;
  return (
    <instancedMesh key={blobs.length} ref={mesh} args={[geometry, material, blobs.length]} renderOrder={1} />
  );
}
