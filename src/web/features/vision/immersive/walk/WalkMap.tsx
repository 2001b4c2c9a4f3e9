import { useId, useState } from 'react';
import { categoryIcons, LockIcon } from '#web/components/ui/categoryIcons';
import type { WalkSession } from './useWalkSession';

/**
 * A small top-down map of the plot: the home, the pool and the water, the five category spots
 * with their icons, and you as an arrow (up is the back of the home, down the front). Under it,
 * a 'Go to' button per spot, so a keyboard or screen-reader user can reach every spot without
 * steering there. Open by default on a wide screen, folded on a phone.
 */
export function WalkMap({ walk }: { walk: WalkSession }) {
  const panelId = useId();
  // useId may hold characters a url(#…) reference does not accept.
  const clipId = `walk-map-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.innerWidth >= 640);
  const { world, pose } = walk;
  const reach = world.radius / 0.95;
  const home = world.obstacles[0];
  const icon = reach * 0.15;
  // The arrow points where you look: yaw 0 looks along −z, which is up on the map.
  const heading = (-pose.yaw * 180) / Math.PI;

  return (
    <div className="pointer-events-auto flex w-52 flex-col items-end gap-2 sm:w-64">
      {open ? (
        <section
          id={panelId}
          aria-label="Map of your world"
          className="w-full rounded-2xl border border-white/15 bg-night-950/80 p-3 shadow-xl backdrop-blur-md"
        >
          <svg
            viewBox={`${-reach} ${-reach} ${reach * 2} ${reach * 2}`}
            className="mx-auto block aspect-square w-full max-w-44 sm:max-w-52"
            aria-hidden="true"
            focusable="false"
          >
            <clipPath id={clipId}>
              <circle r={reach} />
            </clipPath>
            <circle r={reach} className="fill-white/5 stroke-white/25" strokeWidth={reach * 0.012} />
            {world.maxZ !== null ? (
              <rect
                x={-reach}
                y={world.maxZ}
                width={reach * 2}
                height={Math.max(0, reach - world.maxZ)}
                clipPath={`url(#${clipId})`}
                className="fill-sky-400/35"
              />
            ) : null}
            {world.obstacles.map((obstacle) =>
              obstacle.kind === 'rect' ? (
                <rect
                  key={`rect ${obstacle.minX} ${obstacle.minZ}`}
                  x={obstacle.minX}
                  y={obstacle.minZ}
                  width={obstacle.maxX - obstacle.minX}
                  height={obstacle.maxZ - obstacle.minZ}
                  rx={reach * 0.01}
                  className={obstacle === home ? 'fill-dream-violet/70' : 'fill-sky-300/60'}
                />
              ) : (
                <circle
                  key={`circle ${obstacle.x} ${obstacle.z}`}
                  cx={obstacle.x}
                  cy={obstacle.z}
                  r={obstacle.radius}
                  className="fill-white/15"
                />
              ),
            )}
            {world.spots.map((spot) => {
              const Icon = spot.unlocked ? categoryIcons[spot.category] : LockIcon;
              const here = walk.spot?.category === spot.category;
              return (
                <g key={spot.category}>
                  <circle
                    cx={spot.x}
                    cy={spot.z}
                    r={icon * 0.75}
                    className={
                      here ? 'fill-dream-gold' : spot.unlocked ? 'fill-night-900' : 'fill-night-900/70'
                    }
                    stroke="white"
                    strokeOpacity={0.6}
                    strokeWidth={reach * 0.01}
                  />
                  <Icon
                    x={spot.x - icon / 2}
                    y={spot.z - icon / 2}
                    width={icon}
                    height={icon}
                    className={here ? 'text-night-950' : spot.unlocked ? 'text-white' : 'text-white/60'}
                  />
                </g>
              );
            })}
            <g transform={`translate(${pose.x} ${pose.z}) rotate(${heading})`}>
              <path
                d={`M0 ${-icon * 0.9} L${icon * 0.6} ${icon * 0.6} L0 ${icon * 0.25} L${-icon * 0.6} ${icon * 0.6} Z`}
                className="fill-dream-pink"
                stroke="white"
                strokeWidth={reach * 0.012}
              />
            </g>
          </svg>
          <ul className="mt-2 flex flex-col gap-1" aria-label="Category spots">
            {world.spots.map((spot) => {
              const Icon = categoryIcons[spot.category];
              return (
                <li key={spot.category}>
                  <button
                    type="button"
                    onClick={() => walk.goTo(spot)}
                    className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-ink text-xs leading-tight hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-dream-gold focus-visible:outline-offset-1"
                  >
                    <Icon className="size-4 shrink-0 text-ink-muted" />
                    <span className="min-w-0 flex-1">
                      <span className="sr-only">Go to </span>
                      {spot.title}
                    </span>
                    {spot.unlocked ? null : (
                      <span className="flex shrink-0 items-center gap-0.5 text-dream-gold">
                        <LockIcon className="size-3.5" />
                        <span className="sr-only">(part of Visionary)</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full border border-white/20 bg-night-950/80 px-4 py-2 font-medium text-ink text-sm shadow-lg backdrop-blur-md hover:bg-night-900 focus-visible:outline-2 focus-visible:outline-dream-gold focus-visible:outline-offset-2"
      >
        {open ? 'Hide map' : 'Show map'}
      </button>
    </div>
  );
}
