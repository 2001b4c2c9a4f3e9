/**
 * The words written on a saved picture (a spot's title and its affirmation), sized as a fraction
 * of the picture's frame so a 1920 × 1080 desktop picture, a phone wallpaper and a 4K one read
 * alike: the screen's panel, sized for the window, came out as giant cropped letters.
 */
export interface SnapshotCaption {
  title: string;
  line: string | null;
}

export interface CaptionMetrics {
  titleSize: number;
  lineSize: number;
  /** Widest a line of text may run, and the space kept below the text, in pixels. */
  textWidth: number;
  bottom: number;
}

const displayStack = '"Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif';

/** Every size is a fixed share of the frame: of its shorter side for letters, of its sides for room. */
export function captionMetrics(width: number, height: number): CaptionMetrics {
  const unit = Math.min(width, height);
  return {
    titleSize: Math.round(unit * 0.05),
    lineSize: Math.round(unit * 0.036),
    textWidth: Math.round(width * 0.84),
    bottom: Math.round(height * 0.07),
  };
}

/** Writes the caption centred near the bottom of the picture, over a soft shade that keeps it legible. */
export function drawSnapshotCaption(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  caption: SnapshotCaption,
) {
  const metrics = captionMetrics(width, height);
  const blocks = [
    {
      text: caption.title,
      font: `600 ${metrics.titleSize}px ${displayStack}`,
      size: metrics.titleSize,
      color: '#ffffff',
      max: 2,
    },
    ...(caption.line
      ? [
          {
            text: caption.line,
            font: `italic 500 ${metrics.lineSize}px ${displayStack}`,
            size: metrics.lineSize,
            color: '#f6d77a',
            max: 3,
          },
        ]
      : []),
  ].map((block) => {
    context.font = block.font;
    return { ...block, lines: wrapLines(context, block.text, metrics.textWidth, block.max) };
  });
  const lineHeight = (size: number) => Math.round(size * 1.3);
  const gap = Math.round(metrics.lineSize * 0.6);
  const textHeight =
    blocks.reduce((sum, block) => sum + block.lines.length * lineHeight(block.size), 0) +
    gap * (blocks.length - 1);
  const top = height - metrics.bottom - textHeight;

  const shadeTop = Math.max(0, top - metrics.bottom * 1.5);
  const shade = context.createLinearGradient(0, shadeTop, 0, height);
  shade.addColorStop(0, 'rgba(14, 10, 36, 0)');
  shade.addColorStop(0.45, 'rgba(14, 10, 36, 0.55)');
  shade.addColorStop(1, 'rgba(14, 10, 36, 0.7)');
  context.fillStyle = shade;
  context.fillRect(0, shadeTop, width, height - shadeTop);

  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let y = top;
  for (const block of blocks) {
    context.font = block.font;
    context.fillStyle = block.color;
    for (const line of block.lines) {
      context.fillText(line, width / 2, y + lineHeight(block.size) / 2);
      y += lineHeight(block.size);
    }
    y += gap;
  }
}

/** Greedy word wrap; text beyond `maxLines` ends the last line with an ellipsis. */
function wrapLines(context: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || context.measureText(candidate).width <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (context.measureText(last).width > maxWidth && last.length > 2) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}
