import { Link } from 'react-router';
import { Button } from '#web/components/ui/Button';
import type { XRState } from './useXRSession';
import type { XRMode } from './xrSupport';

interface LegendToolbarProps {
  /** Which buttons the plan and the device allow. */
  vr: boolean;
  ar: boolean;
  mirror: boolean;
  /** The note that Legend brings these tools (the plan is known and includes none of them). */
  showNote: boolean;
  xrStatus: XRState['status'];
  xrActive: boolean;
  mirrorOpen: boolean;
  onEnterXR: (mode: XRMode) => void;
  onToggleMirror: () => void;
}

/** 3D mode's Legend buttons: 'Enter VR', 'Enter AR', the mirror, or the note that Legend has them. */
export function LegendToolbar({
  vr,
  ar,
  mirror,
  showNote,
  xrStatus,
  xrActive,
  mirrorOpen,
  onEnterXR,
  onToggleMirror,
}: LegendToolbarProps) {
  const xrButton = (mode: XRMode, label: string) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onEnterXR(mode)}
      disabled={xrActive}
      // 'ready': the XR chunk is in, a click enters at once (the e2e waits for it).
      data-xr={xrStatus}
    >
      {label}
    </Button>
  );
  return (
    <>
      {vr ? xrButton('immersive-vr', 'Enter VR') : null}
      {ar ? xrButton('immersive-ar', 'Enter AR') : null}
      {mirror ? (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby="mirror-privacy"
          // The headset has the view during an XR session; entering one closes the mirror.
          disabled={xrActive}
          onClick={onToggleMirror}
        >
          {mirrorOpen ? 'Close the mirror' : 'Open the mirror'}
        </Button>
      ) : null}
      {showNote ? (
        <p className="self-center rounded-full bg-night-950/70 px-3 py-1.5 text-sm text-ink-muted">
          VR, AR and the mirror come with{' '}
          <Link
            to="/subscribe?plan=legend-plan"
            className="font-medium text-ink underline underline-offset-2"
          >
            Legend
          </Link>
          .
        </p>
      ) : null}
    </>
  );
}
