import { useFrame } from '@react-three/fiber';
import { TeleportTarget, useXRControllerLocomotion, XROrigin } from '@react-three/xr';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import { homeDimensions } from '#shared/worldLayout';
import type { WorldSpec } from '#shared/worldSpec';
import { terrainShape } from '../terrainShape';
import { vrFloor, vrStart } from './vrStart';

/** Walking pace of the thumbstick, metres per second. */
const walkSpeed = 2.2;
/** Teleports land no closer than this to the home's walls (never inside the home). */
const wallMargin = 0.6;

/**
 * VR at full size: the visitor's feet (XROrigin) start at the arrival the screen shows (vrStart.ts),
 * the left thumbstick walks, the right one turns in snaps (kinder to stomachs than smooth turns),
 * and pointing a controller at the ground shows the teleport arc. Feet follow the terrain; a
 * teleport into the home is refused rather than putting the visitor inside a wall.
 */
export function VRLocomotion({ spec }: { spec: WorldSpec }) {
  const origin = useRef<Group>(null);
  const shape = useMemo(() => terrainShape(spec), [spec]);
  const home = useMemo(() => homeDimensions(spec.home), [spec.home]);
  const start = useMemo(() => vrStart(spec, shape), [spec, shape]);
  const floor = useMemo(() => vrFloor(spec, shape), [spec, shape]);
  const walkable = spec.layout.plotRadius;

  useXRControllerLocomotion(origin, { speed: walkSpeed }, { type: 'snap', degrees: 30 });

  // The thumbstick moves the origin on a plane: keep the feet on the ground.
  useFrame(() => {
    const feet = origin.current;
    if (feet) feet.position.y = floor(feet.position.x, feet.position.z);
  });

  const insideHome = (x: number, z: number) =>
    Math.abs(x) < home.width / 2 + wallMargin && Math.abs(z) < home.depth / 2 + wallMargin;

  return (
    <>
      <XROrigin ref={origin} position={start.position} rotation={[0, start.yaw, 0]} />
      <TeleportTarget
        onTeleport={(point) => {
          const feet = origin.current;
          if (!feet || insideHome(point.x, point.z)) return;
          feet.position.set(point.x, floor(point.x, point.z), point.z);
        }}
      >
        {/* The plot as an invisible floor for the teleport arc (the terrain there is flat). */}
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
          <circleGeometry args={[walkable, 48]} />
          <meshBasicMaterial transparent opacity={0} depthWrite={false} />
        </mesh>
      </TeleportTarget>
    </>
  );
}
