import type { DreamWorld } from '#shared/dreamWorld';
import type { WorldSpec } from '#shared/worldSpec';
import { worldDescription } from './texts/world-description';

/**
 * A world as a user without the `fullWorld` entitlement may see it (a cancelled plan, or
 * Explorer): what a basic generation would show — terrain, sky and home — without the props or
 * the paid category scenes. Applied on every read, so the stored full world comes back as it was
 * if the user subscribes again.
 */
export function basicWorldSpec(spec: WorldSpec): WorldSpec {
  const basic = { ...spec, level: 'basic' as const, props: [] };
  return {
    ...basic,
    // Written again without the props, so a screen reader is not told of a car the scene no longer shows.
    description: worldDescription(basic, []),
    categories: spec.categories.map((view) =>
      view.category === 'home' ? view : { ...view, unlocked: false },
    ) as WorldSpec['categories'],
  };
}

/** `world` downgraded to its basic form; a basic world (or one without a spec) is unchanged. */
export function basicDreamWorld(world: DreamWorld): DreamWorld {
  if (world.level === 'basic' && world.spec?.level !== 'full') return world;
  return { ...world, level: 'basic', spec: world.spec ? basicWorldSpec(world.spec) : null };
}
