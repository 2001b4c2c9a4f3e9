import { useFrame } from '@react-three/fiber';
import { TeleportTarget, useXRControllerLocomotion, XROrigin } from '@react-three/xr';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { terrainShape, vrFloor, vrKeepOn, vrMayStand, vrStart, vrWalkArea } from '#world';

/** Walking pace of the thumbstick, metres per second. */
const walkSpeed = 2.2;

/**
 * VR at full size: the visitor's feet (XROrigin) start at the arrival the screen shows (vrStart.ts),
 * the left thumbstick walks, the right one turns in snaps (kinder to stomachs than smooth turns),
 * and pointing a controller at the ground shows the teleport arc. Feet follow the terrain; a
 * teleport into the home is refused rather than putting the visitor inside a wall, and a penthouse
 * is walked on its roof terrace (vrWalkArea.ts).
 */
export function VRLocomotion({ spec }: { spec: WorldSpec }) {
  const origin = useRef<Group>(null);
  const shape = useMemo(() => terrainShape(spec), [spec]);
  const area = useMemo(() => vrWalkArea(spec), [spec]);
  const start = useMemo(() => vrStart(spec, shape), [spec, shape]);
  const floor = useMemo(() => vrFloor(spec, shape), [spec, shape]);

  useXRControllerLocomotion(origin, { speed: walkSpeed }, { type: 'snap', degrees: 30 });

  // The thumbstick moves the origin on a plane: keep the feet on the ground (or the terrace).
  useFrame(() => {
    const feet = origin.current;
    if (!feet) return;
    const [x, z] = vrKeepOn(area, feet.position.x, feet.position.z);
    feet.position.set(x, floor(x, z), z);
  });

  return (
    <>
      <XROrigin ref={origin} position={start.position} rotation={[0, start.yaw, 0]} />
      <TeleportTarget
        onTeleport={(point) => {
          const feet = origin.current;
          if (!feet || !vrMayStand(area, point.x, point.z)) return;
          feet.position.set(point.x, floor(point.x, point.z), point.z);
        }}
      >
        {/* An invisible floor for the teleport arc: the plot (flat there), or the roof terrace. */}
        {area.kind === 'plot' ? (
          <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
            <circleGeometry args={[area.radius, 48]} />
            <meshBasicMaterial transparent opacity={0} depthWrite={false} />
          </mesh>
        ) : (
          <mesh rotation={[-Math.PI / 2, 0, 0]} position={[area.deck.x, area.deck.y + 0.02, area.deck.z]}>
            <planeGeometry args={[area.deck.width, area.deck.depth]} />
            <meshBasicMaterial transparent opacity={0} depthWrite={false} />
          </mesh>
        )}
      </TeleportTarget>
    </>
  );
}
