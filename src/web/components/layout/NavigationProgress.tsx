import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the next page's code loads: the router keeps the old page on
 * screen until then, so without it a slow click looks ignored.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-nav-progress bg-linear-to-r from-dream-violet via-dream-pink to-dream-gold motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
