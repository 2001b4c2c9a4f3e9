import { useEffect, useRef, useState } from 'react';
import type { WalkBridge } from '#web/scene/walk/walkInput';

/** Radius of the stick's travel, px. */
const travel = 44;

/**
 * The on-screen stick for touch screens: push it up to walk forward, sideways to step aside.
 * Pointer events, so it works with a finger, a pen or (for tests) a mouse; it lets go when the
 * finger lifts or the browser cancels the touch.
 */
export function WalkStick({ bridge }: { bridge: WalkBridge }) {
  const base = useRef<HTMLDivElement>(null);
  const pointer = useRef<number | null>(null);
  const [knob, setKnob] = useState({ x: 0, y: 0 });

  const follow = (event: React.PointerEvent<HTMLDivElement>) => {
    const rect = base.current?.getBoundingClientRect();
    if (!rect) return;
    let x = event.clientX - (rect.left + rect.width / 2);
    let y = event.clientY - (rect.top + rect.height / 2);
    const length = Math.hypot(x, y);
    if (length > travel) {
      x = (x / length) * travel;
      y = (y / length) * travel;
    }
    setKnob({ x, y });
    // A small dead zone: a resting thumb does not creep.
    const dead = (value: number) => (Math.abs(value) < 0.12 ? 0 : value);
    bridge.stickForward = dead(-y / travel);
    bridge.stickStrafe = dead(x / travel);
    bridge.wake();
  };

  const letGo = () => {
    pointer.current = null;
    setKnob({ x: 0, y: 0 });
    bridge.stickForward = 0;
    bridge.stickStrafe = 0;
  };

  // Unmounted under the finger (the tour or the mirror took the camera, 3D mode closed): the
  // release never reaches us, so let go here or the walker walks on when the walk resumes.
  useEffect(
    () => () => {
      bridge.stickForward = 0;
      bridge.stickStrafe = 0;
    },
    [bridge],
  );

  return (
    <div
      ref={base}
      // A pointer-only widget of its own (the keyboard walks with W A S D and the arrows).
      role="application"
      aria-roledescription="joystick"
      aria-label="Walking stick: hold and push it to walk"
      data-testid="walk-stick"
      className="pointer-events-auto relative size-32 touch-none select-none rounded-full border border-white/25 bg-night-950/45 backdrop-blur-sm"
      onPointerDown={(event) => {
        pointer.current = event.pointerId;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => {
        if (pointer.current === event.pointerId) follow(event);
      }}
      onPointerUp={letGo}
      onPointerCancel={letGo}
      onLostPointerCapture={letGo}
    >
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -mt-7 -ml-7 size-14 rounded-full border border-white/40 bg-white/25 shadow-lg"
        style={{ transform: `translate(${knob.x}px, ${knob.y}px)` }}
      />
    </div>
  );
}
