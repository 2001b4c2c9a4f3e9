/**
 * A thin bar at the top while the next page's code loads: the old page stays on screen until
 * then, so without it a slow click looks ignored. It fades in after a short delay, so a switch to
 * an already loaded page does not flash it.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-[80] h-0.5 animate-nav-progress-in overflow-hidden"
    >
      <div className="h-full w-1/3 animate-nav-progress bg-linear-to-r from-dream-violet via-dream-pink to-dream-gold motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
