import { useThree } from '@react-three/fiber';
import { useXR, useXRHitTest } from '@react-three/xr';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Color, type Group, Matrix4, type Object3D } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { atmosphereOf } from '../atmosphere';
import { HomeMesh } from '../HomeMesh';

/** The dream home on a table: 1:60, so a 20 m villa stands a third of a metre long. */
export const arScale = 1 / 60;

/**
 * AR: the world's sky, ground and plants would hide the room, so while the AR session runs only
 * lights and this group are drawn. A ring (the reticle) follows the real surface the phone points
 * at; a tap (the session's select) stands the dream home there as a miniature on a disc of its
 * ground colour. Another tap moves it. Everything is shown again when the session ends.
 */
export function ARPlacement({ spec }: { spec: WorldSpec }) {
  const scene = useThree((state) => state.scene);
  const session = useXR((state) => state.session);
  const atmosphere = useMemo(() => atmosphereOf(spec), [spec]);
  const own = useRef<Group>(null);
  const reticle = useRef<Group>(null);
  const model = useRef<Group>(null);
  const [placed, setPlaced] = useState(false);
  const hit = useMemo(() => new Matrix4(), []);
  const hasHit = useRef(false);

  // Hide the full-size world (not the lights) during the session; restore it afterwards.
  useEffect(() => {
    const hidden: Object3D[] = [];
    const keep = new Set<Object3D>();
    for (let node = own.current as Object3D | null; node; node = node.parent) keep.add(node);
    for (const child of scene.children) {
      if (keep.has(child) || (child as { isLight?: boolean }).isLight || !child.visible) continue;
      child.visible = false;
      hidden.push(child);
    }
    const fog = scene.fog;
    scene.fog = null;
    return () => {
      for (const child of hidden) child.visible = true;
      scene.fog = fog;
    };
  }, [scene]);

  useXRHitTest((results, getWorldMatrix) => {
    const ring = reticle.current;
    const first = results[0];
    hasHit.current = first !== undefined && getWorldMatrix(hit, first);
    if (!ring) return;
    ring.visible = hasHit.current;
    if (hasHit.current) hit.decompose(ring.position, ring.quaternion, ring.scale);
  }, 'viewer');

  useEffect(() => {
    if (!session) return;
    const place = () => {
      const home = model.current;
      if (!home || !hasHit.current) return;
      hit.decompose(home.position, home.quaternion, home.scale);
      home.scale.setScalar(arScale);
      setPlaced(true);
    };
    session.addEventListener('select', place);
    return () => session.removeEventListener('select', place);
  }, [session, hit]);

  const groundColour = useMemo(() => new Color(spec.palette.ground), [spec.palette.ground]);
  const plot = spec.layout.plotRadius;
  return (
    <group ref={own}>
      <group ref={reticle} visible={false}>
        <mesh rotation={[-Math.PI / 2, 0, 0]}>
          <ringGeometry args={[0.06, 0.08, 40]} />
          <meshBasicMaterial color="#ffffff" transparent opacity={placed ? 0.5 : 0.9} />
        </mesh>
      </group>
      <group ref={model} visible={placed}>
        <HomeMesh spec={spec} atmosphere={atmosphere} />
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.05, 0]}>
          <circleGeometry args={[Math.min(plot, 30), 48]} />
          <meshStandardMaterial color={groundColour} roughness={0.9} />
        </mesh>
      </group>
    </group>
  );
}
