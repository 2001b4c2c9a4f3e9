import type { moodsOfTheDay } from '#shared/practice';
import { StrokeIcon } from '#web/components/ui/icons';

/** The mouth of each mood, from a deep frown to an open smile (drawn, so no emoji font is needed). */
const mouths: Record<(typeof moodsOfTheDay)[number], string> = {
  low: 'M8 17q4-3.5 8 0',
  meh: 'M8.5 16.2q3.5-1.6 7 0',
  okay: 'M8.5 15.5h7',
  good: 'M8 14.5q4 3.5 8 0',
  great: 'M7.5 13.8h9q-.8 4.7-4.5 4.7t-4.5-4.7Z',
};

/** A small face beside the mood's word; decorative, the word is the name. */
export function MoodFace({ mood }: { mood: (typeof moodsOfTheDay)[number] }) {
  return (
    <StrokeIcon className="size-5">
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9.5v.5M15 9.5v.5" strokeWidth={2.4} />
      <path d={mouths[mood]} />
    </StrokeIcon>
  );
}
