import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { listRecordings, saveRecording, type VoiceRecording } from '#web/lib/browser/recordingsStore';
import { stopStream } from '#web/lib/browser/stopStream';
import { RecordingsList } from './RecordingsList';
import {
  bestAudioMimeType,
  canRecord,
  formatDuration,
  microphoneErrorMessage,
  recorderMessages,
} from './recorderSupport';
import { Teleprompter } from './Teleprompter';

type Phase = 'idle' | 'asking' | 'recording';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
  /** True when the recording is thrown away (Cancel, leaving the page) instead of saved. */
  discard: boolean;
}

/**
 * 'Record your voice' (lazily loaded chunk: MediaRecorder and IndexedDB code stay out of the
 * vision page's first chunk). The microphone is asked for only on the click; the lines scroll
 * as a teleprompter while MediaRecorder records; the result is kept in IndexedDB under the
 * user's id. Every track is stopped when the recording ends or the page is left.
 */
export default function VoiceRecorder({
  lines,
  userId,
  onRecordingStart,
}: {
  lines: readonly string[];
  userId: string;
  /** Called as the microphone opens, so the page can stop reading aloud over it. */
  onRecordingStart: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [line, setLine] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [recordings, setRecordings] = useState<VoiceRecording[] | null>(null);
  const session = useRef<Session | null>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const list = await listRecordings(userId);
      if (mounted.current) setRecordings(list);
    } catch {
      if (mounted.current) {
        setRecordings([]);
        setError(recorderMessages.storageUnavailable);
      }
    }
  }, [userId]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
      // Leaving the page mid-recording: nothing is saved and the microphone is released.
      const current = session.current;
      if (current) {
        current.discard = true;
        if (current.recorder.state !== 'inactive') current.recorder.stop();
        stopStream(current.stream);
        session.current = null;
      }
    };
  }, [refresh]);

  const start = async () => {
    setError(null);
    setNotice('');
    if (!canRecord(window)) {
      setError(recorderMessages.unsupported);
      return;
    }
    setPhase('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      if (!mounted.current) return;
      setPhase('idle');
      setError(microphoneErrorMessage(failure));
      return;
    }
    if (!mounted.current) {
      stopStream(stream);
      return;
    }
    const mimeType = bestAudioMimeType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (failure) {
      stopStream(stream);
      setPhase('idle');
      setError(microphoneErrorMessage(failure));
      return;
    }
    const chunks: Blob[] = [];
    const current: Session = { recorder, stream, startedAt: performance.now(), discard: false };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stopStream(stream);
      if (session.current === current) session.current = null;
      if (current.discard || !mounted.current) return;
      const type = recorder.mimeType || mimeType || 'audio/webm';
      void keep(new Blob(chunks, { type }), performance.now() - current.startedAt, type);
    };
    recorder.onerror = () => {
      current.discard = true;
      stopStream(stream);
      if (!mounted.current) return;
      setPhase('idle');
      setError(recorderMessages.failed);
    };
    onRecordingStart();
    try {
      recorder.start();
    } catch {
      // A recorder that refuses to start (a track that ended meanwhile, an unsupported setup)
      // would otherwise leave the button on "asking" and an unhandled error in the console.
      stopStream(stream);
      setPhase('idle');
      setError(recorderMessages.failed);
      return;
    }
    session.current = current;
    setLine(0);
    setPhase('recording');
  };

  const keep = async (audio: Blob, durationMs: number, mimeType: string) => {
    setPhase('idle');
    if (audio.size === 0) {
      setError(recorderMessages.saveFailed);
      return;
    }
    try {
      await saveRecording({
        id: crypto.randomUUID(),
        userId,
        createdAt: new Date().toISOString(),
        durationMs,
        mimeType,
        audio,
      });
      setNotice(`Recording saved on this device (${formatDuration(durationMs)}).`);
    } catch {
      setError(recorderMessages.saveFailed);
    }
    await refresh();
    recordButton.current?.focus();
  };

  const end = (discard: boolean) => {
    const current = session.current;
    if (!current) return;
    current.discard = discard;
    current.recorder.stop();
    if (discard) {
      setPhase('idle');
      setNotice('Recording discarded.');
      // The button is back only after this render.
      requestAnimationFrame(() => recordButton.current?.focus());
    }
  };

  return (
    // Busy until this device's recordings have been read: a browser test waits for it before it
    // says "none are listed" (e2e/affirmations-voice).
    <div className="grid gap-4" aria-busy={recordings === null} data-testid="voice-recorder">
      {phase === 'recording' ? (
        <Teleprompter
          lines={lines}
          current={line}
          onNext={() => setLine((value) => Math.min(value + 1, lines.length - 1))}
          onFinish={() => end(false)}
          onCancel={() => end(true)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button ref={recordButton} variant="secondary" onClick={start} disabled={phase === 'asking'}>
            <MicIcon /> {phase === 'asking' ? 'Waiting for the microphone…' : 'Record your voice'}
          </Button>
        </div>
      )}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <p role="status" className={notice ? 'text-success-ink text-sm' : 'sr-only'}>
        {notice}
      </p>
      <RecordingsList userId={userId} recordings={recordings} onDeleted={refresh} />
    </div>
  );
}

function MicIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
      <path d="M10 2a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z" />
      <path d="M5 9.5a.75.75 0 0 0-1.5 0 6.5 6.5 0 0 0 5.75 6.46V18a.75.75 0 0 0 1.5 0v-2.04A6.5 6.5 0 0 0 16.5 9.5a.75.75 0 0 0-1.5 0 5 5 0 0 1-10 0Z" />
    </svg>
  );
}
