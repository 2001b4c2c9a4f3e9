import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';

/**
 * With frameloop="demand" nothing is drawn unless asked. When the world has drifting particles and
 * the visitor has not asked for reduced motion, this asks for a frame at a gentle 30 fps (not the
 * display's 60–120: the motion is slow and the battery matters), and pauses while the tab is hidden.
 */
export function AmbientClock({ fps = 30 }: { fps?: number }) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!document.hidden) invalidate();
    }, 1000 / fps);
    return () => window.clearInterval(timer);
  }, [invalidate, fps]);
  return null;
}
