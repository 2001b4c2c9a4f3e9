import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type QualityTier, tierAfterFrames } from './quality';

/** Frames measured before judging: the first ones compile shaders and would always look slow. */
const warmUpFrames = 2;
const measuredFrames = 6;

/**
 * Measures what the first frames really cost (the same zero-timeout trick as AmbientClock: the
 * frame is drawn right after the frame callbacks, in the same task) and, once, lowers the tier
 * when the median is too slow — a phone that claimed a strong GPU, a busy laptop.
 */
export function QualityGovernor({
  tier,
  onTier,
}: {
  tier: QualityTier;
  onTier: (tier: QualityTier) => void;
}) {
  const frames = useRef(0);
  const costs = useRef<number[]>([]);
  const decided = useRef(false);

  useFrame(() => {
    if (decided.current) return;
    frames.current += 1;
    if (frames.current <= warmUpFrames) return;
    const started = performance.now();
    window.setTimeout(() => {
      if (decided.current) return;
      costs.current.push(performance.now() - started);
      if (costs.current.length < measuredFrames) return;
      decided.current = true;
      const next = tierAfterFrames(tier, costs.current);
      if (next !== tier) onTier(next);
    }, 0);
  });

  return null;
}
