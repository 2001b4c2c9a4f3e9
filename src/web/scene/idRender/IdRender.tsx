import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { Color, type Material, MeshBasicMaterial, type Object3D, ShaderMaterial } from 'three';
import { groundTintLimits } from '#world';
import { type IdSurface, idSurfaces, type TaggedSurface } from './surfaces';

declare global {
  interface Window {
    /** Test mode only: draw the world in flat surface colours (e2e/world-look.spec.ts). */
    __dreamWorldIdRender?: boolean;
  }
}

const flat = (surface: IdSurface) => {
  const [r, g, b] = idSurfaces[surface];
  return new MeshBasicMaterial({
    color: new Color(r / 255, g / 255, b / 255),
    fog: false,
    toneMapped: false,
  });
};

const vec3 = (surface: IdSurface) => {
  const [r, g, b] = idSurfaces[surface];
  return `vec3(${(r / 255).toFixed(4)}, ${(g / 255).toFixed(4)}, ${(b / 255).toFixed(4)})`;
};

/** A number as a GLSL float literal. */
const glsl = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

/**
 * The terrain in the ID render: each facet classified by its own colour (the colour models/terrain.ts
 * gave it, before any light) as snow (bright, colourless), sand (warm, pale to ochre) or other
 * ground, with the world's own limits (`groundTintLimits`, which the view judge applies to the same
 * colours). Written raw: no tone mapping or colour-space step changes the flat colours.
 */
function terrainMaterial() {
  const { gamma, snow, sand } = groundTintLimits;
  return new ShaderMaterial({
    vertexColors: true,
    fog: false,
    toneMapped: false,
    vertexShader: /* glsl */ `
      varying vec3 vTint;
      void main() {
        vTint = color;
        gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      varying vec3 vTint;
      void main() {
        vec3 c = pow(max(vTint, vec3(0.0)), vec3(1.0 / ${glsl(gamma)}));
        float high = max(c.r, max(c.g, c.b));
        float low = min(c.r, min(c.g, c.b));
        float saturation = high > 0.0 ? (high - low) / high : 0.0;
        vec3 surface = ${vec3('terrain')};
        if (low > ${glsl(snow.lowest)} && saturation < ${glsl(snow.saturation)}) surface = ${vec3('snow')};
        else if (high > ${glsl(sand.highest)} && c.r >= c.g && c.g > c.b && c.r - c.b > ${glsl(sand.warmth)} && c.r - c.g < ${glsl(sand.redOverGreen)})
          surface = ${vec3('sand')};
        gl_FragColor = vec4(surface, 1.0);
      }`,
  });
}

function surfaceOf(object: Object3D): TaggedSurface | null {
  for (let node: Object3D | null = object; node; node = node.parent) {
    const tag = node.userData?.surface as TaggedSurface | undefined;
    if (tag) return tag;
  }
  return null;
}

/**
 * Test mode only: swaps every material for its surface's flat colour before each frame, hides
 * what is not a surface (sky dome, clouds, particles, shadows) and clears to black, so a test reads
 * from the pixels what the view shows.
 */
export function IdRender() {
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const materials = useMemo(() => {
    const list: Record<TaggedSurface, Material> = {
      terrain: terrainMaterial(),
      water: flat('water'),
      home: flat('home'),
      prop: flat('prop'),
      plant: flat('plant'),
      skyline: flat('skyline'),
    };
    return list;
  }, []);

  useEffect(() => {
    const background = scene.background;
    scene.background = new Color(0, 0, 0);
    gl.setClearColor(0x000000, 1);
    return () => {
      scene.background = background;
      for (const material of Object.values(materials)) material.dispose();
    };
  }, [scene, gl, materials]);

  // Before the frame is drawn (a negative priority keeps the renderer's own render).
  useFrame(() => {
    scene.traverse((object) => {
      const drawable = object as Object3D & { material?: Material | Material[]; instanceColor?: unknown };
      if (drawable.material === undefined || object.userData.idRendered) return;
      object.userData.idRendered = true;
      const surface = surfaceOf(object);
      if (surface) {
        drawable.material = materials[surface];
        // An instance's own tint would shade the flat colour.
        if (drawable.instanceColor) drawable.instanceColor = null;
      } else object.visible = false;
    });
  }, -1);

  return null;
}
