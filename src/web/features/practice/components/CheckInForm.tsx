import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type CheckIn, checkInOutcomes, type IsoDay, moodsOfTheDay, practiceLimits } from '#shared/practice';
import type { WorldCategory } from '#shared/worldSpec';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { inputClasses, labelClasses } from '#web/components/ui/fieldStyles';
import { serverMessageOr } from '#web/lib/api/apiError';
import { sendCheckIn } from '#web/lib/offline/check-in-queue';
import { practiceQueryKeys } from '#web/lib/practice/practiceRequests';
import { MoodFace } from './MoodFace';

type Outcome = (typeof checkInOutcomes)[number];
type Mood = (typeof moodsOfTheDay)[number];

const outcomeLabels: Record<Outcome, { label: string; hint: string }> = {
  done: { label: 'Done', hint: 'I acted on my plan today' },
  'not-today': { label: 'Not today', hint: 'I showed up; the plan waits for tomorrow' },
};

/** A word for each mood (the name), with a drawn face beside it: never the picture alone. */
const moodLabels: Record<Mood, string> = {
  low: 'Low',
  meh: 'Meh',
  okay: 'Okay',
  good: 'Good',
  great: 'Great',
};

interface CheckInFormProps {
  day: IsoDay;
  existing: CheckIn | null;
  /** The plan acted on today, sent with the check-in. */
  category: WorldCategory | null;
}

/** Done / Not today, a mood and a note: either answer keeps the streak (shared/practice.ts). */
export function CheckInForm({ day, existing, category }: CheckInFormProps) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(existing?.outcome ?? null);
  const [mood, setMood] = useState<Mood | null>(existing?.mood ?? null);
  const [note, setNote] = useState(existing?.note ?? '');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async () => {
    if (!outcome) {
      setMessage({ tone: 'error', text: 'Choose Done or Not today first.' });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const result = await sendCheckIn(day, { outcome, mood, note, category });
      setMessage({
        tone: 'success',
        text:
          result === 'queued'
            ? 'Saved on this device. It will be sent when you are back online.'
            : outcome === 'done'
              ? 'Checked in. Well done — that is how dreams get built.'
              : 'Checked in. Showing up counts; tomorrow is another go.',
      });
      await queryClient.invalidateQueries({ queryKey: practiceQueryKeys.all });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: serverMessageOr(error, 'Your check-in could not be saved. Please try again.'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-5"
    >
      <fieldset>
        <legend className={labelClasses}>How did it go?</legend>
        <div className="grid gap-2.5 sm:grid-cols-2">
          {checkInOutcomes.map((value) => (
            <label
              key={value}
              className={`relative flex cursor-pointer flex-col rounded-2xl border p-4 transition has-focus-visible:outline-3 has-focus-visible:outline-dream-gold has-focus-visible:outline-offset-2 ${
                outcome === value
                  ? 'border-dream-violet/70 bg-dream-violet/15 shadow-glow'
                  : 'border-white/15 bg-night-900/50 hover:border-white/30'
              }`}
            >
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                // Transparent over the whole choice: the real control is what a pointer hits.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="flex items-center gap-2 font-semibold text-lg">
                <span
                  aria-hidden="true"
                  className={`flex size-5 items-center justify-center rounded-full border-2 ${
                    outcome === value ? 'border-dream-violet bg-dream-violet' : 'border-white/40'
                  }`}
                >
                  {outcome === value ? <span className="size-2 rounded-full bg-night-950" /> : null}
                </span>
                {outcomeLabels[value].label}
              </span>
              <span className="mt-1 pl-7 text-ink-muted text-sm">{outcomeLabels[value].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelClasses}>Your mood (optional)</legend>
        <div className="flex flex-wrap gap-2">
          {moodsOfTheDay.map((value) => (
            <label
              key={value}
              className={`relative flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm transition has-focus-visible:outline-3 has-focus-visible:outline-dream-gold has-focus-visible:outline-offset-2 ${
                mood === value
                  ? 'border-dream-gold/70 bg-dream-gold/15 font-semibold text-ink'
                  : 'border-white/15 bg-night-900/50 text-ink-muted hover:border-white/30'
              }`}
            >
              <input
                type="radio"
                name="mood"
                value={value}
                checked={mood === value}
                onChange={() => setMood(value)}
                onClick={() => {
                  // A second press on the chosen mood takes it back: the mood stays optional.
                  if (mood === value) setMood(null);
                }}
                // Transparent over the whole choice: the real control is what a pointer hits.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <MoodFace mood={value} />
              {moodLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={noteId} className={labelClasses}>
          A note for yourself (optional)
        </label>
        <textarea
          id={noteId}
          rows={2}
          value={note}
          maxLength={practiceLimits.noteMax}
          onChange={(event) => setNote(event.target.value)}
          className={`${inputClasses} resize-y`}
          placeholder="What helped, what got in the way…"
        />
      </div>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={pending} className="sm:justify-self-start">
        {pending ? 'Processing...' : existing ? 'Update check-in' : 'Check in'}
      </Button>
    </form>
  );
}
