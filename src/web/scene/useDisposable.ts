import { type DependencyList, useEffect, useMemo } from 'react';

/**
 * useMemo for three.js resources (geometries, materials) handed to meshes as props: React Three
 * Fiber does not own them, so they are disposed here when the world changes or unmounts, and the
 * GPU memory of a previous world is given back.
 */
export function useDisposable<T extends { dispose(): void } | null>(
  factory: () => T,
  deps: DependencyList,
): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the factory's inputs.
  const value = useMemo(factory, deps);
  useEffect(() => () => value?.dispose(), [value]);
  return value;
}
