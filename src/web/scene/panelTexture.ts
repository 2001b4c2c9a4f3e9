import { CanvasTexture, SRGBColorSpace } from 'three';

/**
 * The text card of the world's panels (a category spot, the guided tour's caption), drawn with the
 * 2D canvas into a texture: no font download (troika's Text would fetch one), and it shows in a
 * canvas recording and in XR, where DOM overlays do not. Sizes are texture pixels: the caller
 * chooses how wide the card is, and so how large its text looks.
 */
const padding = 48;
const fontStack = '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif';
const displayStack = '"Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif';

export function drawPanel(
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
