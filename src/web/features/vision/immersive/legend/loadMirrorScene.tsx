import { type ComponentType, useEffect } from 'react';
import type { MirrorSceneProps } from '#web/scene/mirror/MirrorScene';

export type MirrorSceneComponent = ComponentType<MirrorSceneProps & { onNotLoaded: () => void }>;

/**
 * The mirror's lazy chunk, for React.lazy, that never rejects. Rendered inside the Canvas, a
 * rejected chunk would reach the Canvas's error boundary and turn the whole of 3D mode into its
 * text version for a mirror that could not load; instead a stand-in reports the failure (the
 * mirror shows its own message, the world stays).
 */
export function loadMirrorScene(
  load: () => Promise<{ default: MirrorSceneComponent }> = () => import('#web/scene/mirror/MirrorScene'),
): Promise<{ default: MirrorSceneComponent }> {
  return load().catch(() => ({ default: MirrorNotLoaded }));
}

function MirrorNotLoaded({ onNotLoaded }: { onNotLoaded: () => void }) {
  useEffect(() => onNotLoaded(), [onNotLoaded]);
  return null;
}
