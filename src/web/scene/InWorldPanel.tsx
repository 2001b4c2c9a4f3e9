import { Billboard } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { useDisposable } from './useDisposable';

export interface InWorldPanelProps {
  /** World position of the panel's centre. */
  position: [number, number, number];
  title: string;
  body?: string | null;
  /** Shown last, in italics and gold: the spot's affirmation. */
  affirmation?: string | null;
  /** Width in metres (height follows the text). */
  width?: number;
  /** 0 hides the panel, 1 shows it; in between it fades (the caller animates). */
  opacity?: number;
}

/** Texture resolution: pixels per metre of panel. High enough to read at a few metres. */
const pixelsPerMetre = 200;
const padding = 48;
const fontStack = '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif';
const displayStack = '"Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif';

/**
 * Text standing in the world (category spots, the guided tour): drawn with the 2D canvas into a
 * texture, so it needs no font download (troika's Text would fetch one) and shows in a canvas
 * recording (the WebM export) and in XR, where DOM overlays do not. One draw call, always facing
 * the viewer.
 */
export function InWorldPanel({
  position,
  title,
  body,
  affirmation,
  width = 6,
  opacity = 1,
}: InWorldPanelProps) {
  const invalidate = useThree((state) => state.invalidate);
  const texture = useDisposable(
    () => drawPanel(Math.round(width * pixelsPerMetre), title, body ?? null, affirmation ?? null),
    [width, title, body, affirmation],
  );
  // frameloop="demand": a new text or fade step needs a frame drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opacity and texture are the triggers.
  useEffect(() => invalidate(), [opacity, texture, invalidate]);
  const aspect = texture.image.height / texture.image.width;
  if (opacity <= 0) return null;
  return (
    <Billboard position={position}>
      <mesh renderOrder={10}>
        <planeGeometry args={[width, width * aspect]} />
        <meshBasicMaterial
          map={texture}
          transparent
          opacity={opacity}
          depthWrite={false}
          toneMapped={false}
          fog={false}
        />
      </mesh>
    </Billboard>
  );
}

function drawPanel(
  widthPx: number,
  title: string,
  body: string | null,
  affirmation: string | null,
): CanvasTexture {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const textWidth = widthPx - padding * 2;
  const blocks = [
    { text: title, font: `600 64px ${displayStack}`, lineHeight: 76, color: '#ffffff' },
    ...(body ? [{ text: body, font: `400 40px ${fontStack}`, lineHeight: 56, color: '#d9d4f2' }] : []),
    ...(affirmation
      ? [
          {
            text: `“${affirmation}”`,
            font: `italic 500 44px ${displayStack}`,
            lineHeight: 60,
            color: '#f6d77a',
          },
        ]
      : []),
  ].map((block) => {
    context.font = block.font;
    return { ...block, lines: wrap(context, block.text, textWidth) };
  });
  const gap = 28;
  const height =
    padding * 2 +
    blocks.reduce((sum, block) => sum + block.lines.length * block.lineHeight, 0) +
    gap * (blocks.length - 1);
  canvas.width = widthPx;
  canvas.height = height;

  context.fillStyle = 'rgba(14, 10, 36, 0.78)';
  context.strokeStyle = 'rgba(255, 255, 255, 0.25)';
  context.lineWidth = 4;
  context.beginPath();
  context.roundRect(2, 2, widthPx - 4, height - 4, 40);
  context.fill();
  context.stroke();

  let y = padding;
  context.textBaseline = 'top';
  for (const block of blocks) {
    context.font = block.font;
    context.fillStyle = block.color;
    for (const line of block.lines) {
      context.fillText(
        line,
        padding,
        y + (block.lineHeight - Number.parseInt(block.font.match(/(\d+)px/)?.[1] ?? '40', 10)) / 2,
      );
      y += block.lineHeight;
    }
    y += gap;
  }

  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** Greedy word wrap to `maxWidth` pixels; a single word longer than a line is cut with an ellipsis. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (context.measureText(line).width > maxWidth && line.length > 1) line = `${line.slice(0, -2)}…`;
  }
  if (line) lines.push(line);
  return lines.slice(0, 8);
}
