const mirrorPrivacyText =
  'Your camera image stays on this device. It is drawn into the mirror right here and is never uploaded, recorded or sent anywhere.';

const alertClass = 'pointer-events-auto max-w-xl rounded-2xl bg-night-950/85 px-4 py-3 text-sm text-ink';

/** The mirror's privacy line and the camera and XR failures, for the 3D shell to place. */
export function LegendNotices({
  canMirror,
  mirrorOpening,
  mirrorMessage,
  xrMessage,
}: {
  canMirror: boolean;
  mirrorOpening: boolean;
  mirrorMessage: string | null;
  xrMessage: string | null;
}) {
  return (
    <>
      {mirrorMessage ? (
        <p role="alert" data-testid="mirror-message" className={alertClass}>
          {mirrorMessage}
        </p>
      ) : null}
      {xrMessage ? (
        <p role="alert" className={alertClass}>
          {xrMessage}
        </p>
      ) : null}
      {canMirror ? (
        <p id="mirror-privacy" className="rounded-2xl bg-night-950/70 px-4 py-2 text-xs text-ink-muted">
          {mirrorOpening ? 'Waiting for your camera… ' : null}
          {mirrorPrivacyText}
        </p>
      ) : null}
    </>
  );
}
