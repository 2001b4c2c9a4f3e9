import { useEffect, useId, useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { deleteRecording, type VoiceRecording } from '#web/lib/browser/recordingsStore';
import { formatDuration } from './recorderSupport';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The saved recordings, newest first: play one at a time, delete after confirming. */
export function RecordingsList({
  userId,
  recordings,
  onDeleted,
}: {
  userId: string;
  recordings: VoiceRecording[] | null;
  onDeleted: () => Promise<void>;
}) {
  const [playing, setPlaying] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<VoiceRecording | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  if (recordings === null || recordings.length === 0) return null;

  const remove = async (recording: VoiceRecording) => {
    setFailure(null);
    try {
      await deleteRecording(userId, recording.id);
    } catch {
      setFailure('The recording could not be deleted. Please try again.');
    }
    if (playing === recording.id) setPlaying(null);
    setConfirming(null);
    await onDeleted();
  };

  return (
    <div>
      <h4 className="font-semibold text-sm text-ink-muted">Your recordings</h4>
      <ul aria-label="Your recordings" className="mt-2 grid gap-2">
        {recordings.map((recording) => (
          <li key={recording.id} className="rounded-2xl border border-white/10 bg-white/[0.03] px-4 py-3">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <p className="text-sm">
                <span className="font-medium">{when(recording.createdAt)}</span>
                <span className="text-ink-muted"> · {formatDuration(recording.durationMs)}</span>
              </p>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={playing === recording.id}
                  onClick={() => setPlaying(playing === recording.id ? null : recording.id)}
                >
                  {playing === recording.id ? 'Close player' : 'Play'}
                  <span className="sr-only"> recording of {when(recording.createdAt)}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(recording)}>
                  Delete<span className="sr-only"> recording of {when(recording.createdAt)}</span>
                </Button>
              </div>
            </div>
            {playing === recording.id ? <RecordingPlayer recording={recording} /> : null}
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className="mt-2 text-danger-ink text-sm">
          {failure}
        </p>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy={titleId}
        describedBy={descriptionId}
      >
        <div className="rounded-3xl border border-danger-border/50 bg-night-800 p-6 sm:p-8">
          <h2 id={titleId} className="font-display font-semibold text-2xl">
            Delete this recording?
          </h2>
          <p id={descriptionId} className="mt-3 text-ink-muted text-sm leading-relaxed">
            {confirming
              ? `Your recording of ${when(confirming.createdAt)} will be removed from this device. This cannot be undone.`
              : ''}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <Button variant="danger" onClick={() => confirming && remove(confirming)}>
              Delete recording
            </Button>
            <Button variant="ghost" data-autofocus onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

/** An <audio> on an object URL made for this playing and revoked when the player closes. */
function RecordingPlayer({ recording }: { recording: VoiceRecording }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(recording.audio);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [recording.audio]);
  if (!url) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the user's own reading of the lines shown just above.
    <audio
      controls
      autoPlay
      src={url}
      aria-label={`Your recording of ${when(recording.createdAt)}`}
      className="mt-3 w-full"
    />
  );
}
