import { MeshBasicMaterial, MeshStandardMaterial } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { buildProps } from './models/props';
import { useDisposable } from './useDisposable';

/** Every prop of the world in two draw calls: the bodies, and the parts that glow. */
export function Props({ spec }: { spec: WorldSpec }) {
  const geometries = useDisposable(() => {
    const built = buildProps(spec);
    return {
      ...built,
      dispose: () => {
        built.body?.dispose();
        built.glow?.dispose();
      },
    };
  }, [spec]);
  const body = useDisposable(
    () =>
      new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.55, metalness: 0.1 }),
    [],
  );
  const glow = useDisposable(
    // Unlit: flames and screens shine in their own colour, at night too.
    () => new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    [],
  );
  return (
    <>
      {geometries.body ? <mesh geometry={geometries.body} material={body} /> : null}
      {geometries.glow ? <mesh geometry={geometries.glow} material={glow} /> : null}
    </>
  );
}
