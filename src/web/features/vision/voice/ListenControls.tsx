import { useId } from 'react';
import { Button } from '#web/components/ui/Button';
import { inputClasses, labelClasses } from '#web/components/ui/fieldStyles';
import type { AffirmationSpeech } from '#web/lib/speech/useAffirmationSpeech';
import { rateRange } from '#web/lib/speech/voicePreferences';

export const listenMessages = {
  unsupported: 'This browser cannot read aloud, but your affirmations are all here to read.',
  playing: 'Reading your affirmations aloud.',
  failed: 'Your browser could not read the affirmations aloud. Please try again.',
} as const;

/** What the polite live region says: changes of state only, never each line over the voice. */
function announcement(speech: AffirmationSpeech, total: number): string {
  const { status, index, finished, failed } = speech.state;
  if (failed) return listenMessages.failed;
  if (finished) return `All ${total} affirmations read.`;
  if (status === 'paused') return `Paused on affirmation ${(index ?? 0) + 1} of ${total}.`;
  if (status === 'playing') return listenMessages.playing;
  return '';
}

/** 'Listen': voice, speed, Play / Pause / Resume / Stop for the browser's speech synthesis. */
export function ListenControls({ speech, total }: { speech: AffirmationSpeech; total: number }) {
  const voiceId = useId();
  const rateId = useId();
  if (!speech.supported) {
    return <p className="text-ink-muted text-sm">{listenMessages.unsupported}</p>;
  }
  const { status } = speech.state;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div>
          <label htmlFor={voiceId} className={labelClasses}>
            Voice
          </label>
          <select
            id={voiceId}
            value={speech.voiceURI}
            onChange={(event) => speech.setVoiceURI(event.target.value)}
            className={`${inputClasses} py-2.5`}
          >
            <option value="">Browser default</option>
            {speech.voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={rateId} className={labelClasses}>
            Speed <span className="text-ink">{speech.rate.toFixed(1)}×</span>
          </label>
          <input
            id={rateId}
            type="range"
            min={rateRange.min}
            max={rateRange.max}
            step={rateRange.step}
            value={speech.rate}
            aria-valuetext={`${speech.rate.toFixed(1)} times normal speed`}
            onChange={(event) => speech.setRate(Number(event.target.value))}
            className="mt-2 block h-8 w-full accent-dream-violet"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {status === 'idle' ? (
          <Button onClick={speech.play}>
            <PlayIcon /> Play affirmations
          </Button>
        ) : status === 'playing' ? (
          <Button variant="secondary" onClick={speech.pause}>
            <PauseIcon /> Pause
          </Button>
        ) : (
          <Button onClick={speech.resume}>
            <PlayIcon /> Resume
          </Button>
        )}
        <Button variant="ghost" onClick={speech.stop} disabled={status === 'idle'}>
          <StopIcon /> Stop
        </Button>
        <p role="status" className="text-ink-muted text-sm">
          {announcement(speech, total)}
        </p>
      </div>
    </div>
  );
}

const iconProps = { viewBox: '0 0 20 20', className: 'size-4 fill-current' } as const;

function PlayIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M6 4.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 6 4.5Z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <rect x="5" y="5" width="10" height="10" rx="1.5" />
    </svg>
  );
}
