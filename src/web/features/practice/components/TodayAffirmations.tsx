import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import type { VoiceRecording } from '#web/lib/browser/recordingsStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { useAffirmationSpeech } from '#web/lib/speech/useAffirmationSpeech';

/**
 * Today's affirmations, to say or hear: the user's favourites first (decision 0118), marked, then
 * the day's lines. Read aloud by the browser's speech (the vision page's
 * voice and speed are remembered), or in the user's own voice when they recorded one on the vision
 * page: the newest recording, from this browser's storage (nothing is uploaded).
 */
export function TodayAffirmations({ lines, favourites }: { lines: readonly string[]; favourites: number }) {
  const speech = useAffirmationSpeech(lines);
  const recording = useNewestRecording();
  const [recordingUrl, setRecordingUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!recording) return;
    const url = URL.createObjectURL(recording.audio);
    setRecordingUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [recording]);
  const { status, index } = speech.state;

  return (
    <div>
      {lines.length === 0 ? (
        <p className="text-ink-muted">You have hidden every line of today. Write one of your own.</p>
      ) : null}
      <ol className="grid gap-2.5">
        {lines.map((line, position) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the three lines are fixed for the day.
            key={position}
            className={`rounded-2xl border px-4 py-3 font-display text-lg leading-snug transition ${
              index === position ? 'border-dream-gold/60 bg-dream-gold/10' : 'border-white/10 bg-night-900/50'
            }`}
          >
            {position < favourites ? (
              <span className="mr-2 text-dream-gold" aria-hidden="true">
                ★
              </span>
            ) : null}
            {position < favourites ? <span className="sr-only">Your favourite: </span> : null}
            {line}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {speech.supported ? (
          status === 'idle' ? (
            <Button variant="secondary" size="sm" onClick={speech.play}>
              Read them aloud
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={speech.stop}>
              Stop reading
            </Button>
          )
        ) : null}
        <ButtonLink to="/affirmations" variant="ghost" size="sm">
          Write your own
        </ButtonLink>
        {recordingUrl ? (
          <div className="flex items-center gap-2">
            <span className="text-ink-muted text-sm">Your own voice:</span>
            {/* biome-ignore lint/a11y/useMediaCaption: the user's own reading of the lines shown above. */}
            <audio
              controls
              src={recordingUrl}
              className="h-9 max-w-full"
              aria-label="Your recording of your affirmations"
            />
          </div>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {status === 'playing' ? 'Reading your affirmations aloud.' : speech.state.finished ? 'All read.' : ''}
      </p>
    </div>
  );
}

function useNewestRecording(): VoiceRecording | null {
  const { user } = useCurrentUser();
  const [newest, setNewest] = useState<VoiceRecording | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    // The storage code is its own chunk (scripts/check-bundle-size.mjs keeps it out of first loads),
    // and a browser that never recorded is not made to create the database by asking.
    import('#web/lib/browser/recordingsStore')
      .then(async (store) =>
        (await store.recordingsDatabaseExists()) === false ? [] : store.listRecordings(user._id),
      )
      .then((recordings) => {
        const sorted = [...recordings].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        if (live) setNewest(sorted[0] ?? null);
      })
      // No IndexedDB (private mode): the browser's voice reads them instead.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user]);
  return newest;
}
