import { lazy, StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type WorldCategory, type WorldSpec, worldCategories } from '#shared/worldSpec';

import { isQualityTier } from '../look/quality';
import { labWorlds } from './worlds';

declare global {
  interface Window {
    /** Lab only: shows another view without reloading (scripts/gallery.mjs). */
    __labFocus?: (focus: WorldCategory | null) => void;
    /** Lab only: the world being shown, for the gallery's captions and checks. */
    __labSpec?: WorldSpec;
  }
}

/**
 * Scene lab (dev only, scene-lab.html): shows one world full-window with a world and category
 * switcher, so the renderer can be looked at and screenshotted without the API. Query string:
 * ?world=beachVilla&focus=home&reduced=1&quality=high (a fixed quality tier: low, medium, high).
 */
const DreamWorldCanvas = lazy(() => import('../DreamWorldCanvas'));

/** The query string is fixed for the page's life. */
const params = new URLSearchParams(location.search);

function Lab() {
  const [world, setWorld] = useState(params.get('world') ?? 'beachVilla');
  const [focus, setFocus] = useState<WorldCategory | null>((params.get('focus') as WorldCategory) || null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const spec = useMemo(() => {
    const base = (labWorlds[world] ?? labWorlds.beachVilla)?.();
    return base ? withOverrides(base, params) : undefined;
  }, [world]);

  useEffect(() => {
    window.__labFocus = setFocus;
    window.__labSpec = spec;
  }, [spec]);

  if (!spec) return null;
  const quality = params.get('quality');
  const hideUi = params.get('ui') === '0';
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <Suspense fallback={<p>Loading…</p>}>
        <DreamWorldCanvas
          key={world}
          spec={spec}
          focus={focus}
          reducedMotion={params.get('reduced') === '1'}
          onUnavailable={setUnavailable}
          label={spec.description}
          className="lab-canvas"
          quality={isQualityTier(quality) ? quality : undefined}
        />
      </Suspense>
      {unavailable ? (
        <p style={{ position: 'absolute', top: 40, left: 8 }}>Unavailable: {unavailable}</p>
      ) : null}
      {hideUi ? null : (
        <div style={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <select value={world} onChange={(event) => setWorld(event.target.value)}>
            {Object.keys(labWorlds).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          <button type="button" onClick={() => setFocus(null)}>
            arrival
          </button>
          {worldCategories.map((category) => (
            <button key={category} type="button" onClick={() => setFocus(category)}>
              {category}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** ?biome=desert&water=none&time=noon&weather=mist&style=mansion&roof=hip&particles=leaves. */
function withOverrides(spec: WorldSpec, params: URLSearchParams): WorldSpec {
  const get = (name: string) => params.get(name) ?? undefined;
  return {
    ...spec,
    terrain: {
      ...spec.terrain,
      biome: (get('biome') as WorldSpec['terrain']['biome']) ?? spec.terrain.biome,
      water: (get('water') as WorldSpec['terrain']['water']) ?? spec.terrain.water,
    },
    sky: {
      ...spec.sky,
      timeOfDay: (get('time') as WorldSpec['sky']['timeOfDay']) ?? spec.sky.timeOfDay,
      sunElevation: Number(get('elevation') ?? spec.sky.sunElevation),
    },
    weather: {
      kind: (get('weather') as WorldSpec['weather']['kind']) ?? spec.weather.kind,
      intensity: Number(get('intensity') ?? spec.weather.intensity),
    },
    home: {
      ...spec.home,
      style: (get('style') as WorldSpec['home']['style']) ?? spec.home.style,
      roof: (get('roof') as WorldSpec['home']['roof']) ?? spec.home.roof,
    },
    ambient: {
      ...spec.ambient,
      particles: (get('particles') as WorldSpec['ambient']['particles']) ?? spec.ambient.particles,
    },
  };
}

const root = document.getElementById('lab');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Lab />
    </StrictMode>,
  );
