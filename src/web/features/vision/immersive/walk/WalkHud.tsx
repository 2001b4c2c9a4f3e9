import { useEffect, useState } from 'react';
import type { WalkSession } from './useWalkSession';
import { WalkMap } from './WalkMap';
import { WalkStick } from './WalkStick';

const keyHint =
  'Walk with W A S D or the arrow keys, Shift to hurry. Click the world to look around with the mouse.';
const lockedHint = 'Esc frees the mouse. Press Esc again to leave 3D mode.';
const touchHint = 'Drag the world to look around. Push the stick to walk.';

/**
 * The walk's controls around the canvas: the hint of how to move, the touch stick (on touch
 * screens), the map, and the announcement of the spot you reach for screen readers.
 */
export function WalkHud({ walk }: { walk: WalkSession }) {
  const [locked, setLocked] = useState(false);
  const [touch] = useState(() => typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0);

  useEffect(() => {
    const onChange = () => setLocked(document.pointerLockElement instanceof HTMLCanvasElement);
    document.addEventListener('pointerlockchange', onChange);
    return () => document.removeEventListener('pointerlockchange', onChange);
  }, []);

  if (!walk.enabled) return null;
  const spot = walk.spot;
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {spot ? `You are at: ${spot.title}${spot.unlocked ? '' : '. This part comes with Visionary.'}` : ''}
      </p>
      <p
        data-testid="walk-hint"
        className="pointer-events-none absolute inset-x-3 bottom-40 mx-auto w-fit max-w-md rounded-full bg-night-950/70 px-4 py-2 text-center text-ink text-xs leading-snug backdrop-blur-sm sm:bottom-5 sm:text-sm"
      >
        {locked ? lockedHint : touch ? touchHint : keyHint}
      </p>
      {touch ? (
        <div className="pointer-events-none absolute bottom-4 left-4 sm:bottom-6 sm:left-6">
          <WalkStick bridge={walk.bridge} />
        </div>
      ) : null}
      <div className="pointer-events-none absolute right-3 bottom-4 sm:right-5 sm:bottom-5">
        <WalkMap walk={walk} />
      </div>
    </>
  );
}
