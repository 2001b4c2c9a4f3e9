import type { CSSProperties } from 'react';

/** Edge length in px; half of it pushes each face out from the cube's centre. */
const cubeSize = 120;

const faceTransforms = [
  'rotateY(0deg)',
  'rotateY(90deg)',
  'rotateY(180deg)',
  'rotateY(-90deg)',
  'rotateX(90deg)',
  'rotateX(-90deg)',
];

/**
 * The hamburger menu's backdrop: a slowly turning cube in pure CSS 3D (docs/architecture.md §5 keeps
 * three.js out of navigation). It is 200 px high, decorative and hidden from assistive
 * technology; with reduced motion it stands still.
 */
export function CubeBackdrop() {
  const faceStyle = (transform: string): CSSProperties => ({
    width: cubeSize,
    height: cubeSize,
    transform: `${transform} translateZ(${cubeSize / 2}px)`,
  });
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 flex h-[200px] items-center justify-center overflow-hidden"
      style={{ perspective: '700px' }}
    >
      <div
        className="relative animate-cube-spin motion-reduce:animate-none"
        style={{
          width: cubeSize,
          height: cubeSize,
          transformStyle: 'preserve-3d',
          transform: 'rotateX(-18deg) rotateY(30deg)',
        }}
      >
        {faceTransforms.map((transform) => (
          <div
            key={transform}
            className="absolute inset-0 rounded-md border border-dream-violet/45 bg-linear-to-br from-dream-violet/15 via-dream-pink/8 to-dream-gold/10 shadow-[inset_0_0_24px_rgb(167_139_250/0.25)]"
            style={faceStyle(transform)}
          />
        ))}
      </div>
    </div>
  );
}
