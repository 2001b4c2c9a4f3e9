import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, MeshBasicMaterial, MeshStandardMaterial, SRGBColorSpace, Vector3, VideoTexture } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { shownArrival, terrainShape } from '#world';
import { easeInOutCubic } from '../cameraFlight';
import { useDisposable } from '../useDisposable';
import { mirrorGlass, mirrorPlacement } from './mirrorPlacement';

const flightSeconds = 1.2;
const frameWidth = 0.09;

export interface MirrorSceneProps {
  spec: WorldSpec;
  /** The front camera's stream; its owner stops the tracks, this scene only shows them. */
  stream: MediaStream;
  reducedMotion: boolean;
}

/**
 * The private mirror (Legend): a tall framed mirror in the home's palette standing before
 * the dream home, its glass showing the front camera flipped like a real mirror. The camera flies
 * to face it (a cut with reduced motion) and holds there while the mirror is open. The video
 * element lives only in memory and is released on close; nothing of the image leaves the device.
 * A lazy chunk of 3D mode: it loads only when someone opens the mirror.
 */
export default function MirrorScene({ spec, stream, reducedMotion }: MirrorSceneProps) {
  const invalidate = useThree((state) => state.invalidate);
  const camera = useThree((state) => state.camera);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  // On the side of the arrival the screen shows (a penthouse's is on its roof, looking out).
  const placement = useMemo(() => {
    const shape = terrainShape(spec);
    return mirrorPlacement(spec, shape.height, shownArrival(spec, aspect));
  }, [spec, aspect]);

  const video = useMemo(() => {
    const element = document.createElement('video');
    element.muted = true;
    element.playsInline = true;
    element.autoplay = true;
    return element;
  }, []);

  const texture = useDisposable(() => {
    const map = new VideoTexture(video);
    map.colorSpace = SRGBColorSpace;
    return map;
  }, [video]);

  const materials = useDisposable(() => {
    const frame = new MeshStandardMaterial({
      color: new Color(spec.palette.accent),
      roughness: 0.35,
      metalness: 0.5,
    });
    const glass = new MeshBasicMaterial({ map: texture, toneMapped: false });
    const dispose = () => {
      frame.dispose();
      glass.dispose();
    };
    return { frame, glass, dispose };
  }, [spec.palette.accent, texture]);

  // Feed the stream in; on close, release the element (the tracks are stopped by their owner).
  useEffect(() => {
    video.srcObject = stream;
    let frameRequest = 0;
    let stopped = false;
    const fitGlass = () => {
      // Cover the tall glass with the middle of the (usually wide) picture, mirrored: u → 1 − u.
      const videoAspect = video.videoWidth / video.videoHeight || 4 / 3;
      const share = Math.min(1, mirrorGlass.width / mirrorGlass.height / videoAspect);
      texture.repeat.set(-share, 1);
      texture.offset.set(0.5 + share / 2, 0);
      invalidate();
    };
    // frameloop is "demand": draw once per new camera frame, no more.
    const onFrame = () => {
      if (stopped) return;
      invalidate();
      frameRequest = video.requestVideoFrameCallback
        ? video.requestVideoFrameCallback(onFrame)
        : requestAnimationFrame(onFrame);
    };
    video.addEventListener('loadedmetadata', fitGlass);
    void video.play().catch(() => undefined);
    fitGlass();
    onFrame();
    return () => {
      stopped = true;
      if (video.cancelVideoFrameCallback) video.cancelVideoFrameCallback(frameRequest);
      else cancelAnimationFrame(frameRequest);
      video.removeEventListener('loadedmetadata', fitGlass);
      video.pause();
      video.srcObject = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [video, stream, texture, invalidate]);

  // Fly to the mirror, then hold the view (after the walking or orbit controller each frame).
  const flight = useRef<{ from: Vector3; fromLook: Vector3; started: number | null } | null>(null);
  useEffect(() => {
    const look = new Vector3();
    camera.getWorldDirection(look);
    flight.current = {
      from: camera.position.clone(),
      fromLook: camera.position.clone().addScaledVector(look, placement.eye.distanceTo(placement.lookAt)),
      started: null,
    };
    invalidate();
  }, [camera, placement, invalidate]);

  const position = useMemo(() => new Vector3(), []);
  const target = useMemo(() => new Vector3(), []);
  useFrame((state) => {
    const current = flight.current;
    if (!current) return;
    if (current.started === null) current.started = state.clock.elapsedTime;
    const t = reducedMotion ? 1 : Math.min(1, (state.clock.elapsedTime - current.started) / flightSeconds);
    const eased = easeInOutCubic(t);
    position.lerpVectors(current.from, placement.eye, eased);
    target.lerpVectors(current.fromLook, placement.lookAt, eased);
    state.camera.position.copy(position);
    state.camera.lookAt(target);
    if (t < 1) invalidate();
  });

  const { width, height, standOff } = mirrorGlass;
  return (
    <group position={placement.base} rotation={[0, placement.yaw, 0]}>
      {/* Frame: one box behind the glass, and a foot so it stands. */}
      <mesh
        position={[0, standOff + height / 2, -0.03]}
        material={materials.frame}
        // Never mistaken for ground by a teleport ray or a walking controller's probes.
        raycast={() => null}
      >
        <boxGeometry args={[width + frameWidth * 2, height + frameWidth * 2, 0.05]} />
      </mesh>
      <mesh position={[0, standOff / 2, -0.03]} material={materials.frame} raycast={() => null}>
        <boxGeometry args={[0.5, standOff, 0.4]} />
      </mesh>
      <mesh position={[0, standOff + height / 2, 0]} material={materials.glass} raycast={() => null}>
        <planeGeometry args={[width, height]} />
      </mesh>
    </group>
  );
}
