import { lazy, Suspense } from 'react';
import { useCurrentUser } from '#web/lib/session/currentUser';
import type { AffirmationSpeech } from '#web/lib/speech/useAffirmationSpeech';
import { ListenControls } from './ListenControls';

// MediaRecorder and IndexedDB code: its own chunk, fetched once the lines are on screen, never
// part of the vision page's first chunk (scripts/check-bundle-size.mjs refuses it there).
const VoiceRecorder = lazy(() => import('./VoiceRecorder'));

/** Under the affirmations: hear them read aloud, and record your own voice reading them. */
export function AffirmationsVoice({
  lines,
  speech,
}: {
  lines: readonly string[];
  speech: AffirmationSpeech;
}) {
  const { user } = useCurrentUser();
  return (
    <div className="mt-8 grid gap-8 border-white/10 border-t pt-8">
      <section aria-labelledby="listen-heading">
        <h3 id="listen-heading" className="font-display font-semibold text-xl">
          Hear them
        </h3>
        <p className="mt-1 mb-4 text-ink-muted text-sm">
          Your browser reads each line aloud, slowly, with a pause between.
        </p>
        <ListenControls speech={speech} total={lines.length} />
      </section>
      <section aria-labelledby="record-heading">
        <h3 id="record-heading" className="font-display font-semibold text-xl">
          Record your own voice
        </h3>
        <p className="mt-1 mb-4 text-ink-muted text-sm">
          Read them in your own voice, at your own pace. Recordings stay on this device, in this browser:
          nothing is uploaded.
        </p>
        {user ? (
          <Suspense fallback={null}>
            <VoiceRecorder lines={lines} userId={user._id} onRecordingStart={speech.stop} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
