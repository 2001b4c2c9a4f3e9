import { useEffect, useId, useRef, useState } from 'react';
import type { Entitlement } from '#shared/plans';
import type { WorldSpec } from '#shared/worldSpec';
import { Button } from '#web/components/ui/Button';
import { keepTabInside } from '#web/components/ui/focusable';
import DreamWorldCanvas from '#web/scene/DreamWorldCanvas';
import { WorldInWords } from '../components/WorldInWords';
import { CaptureScene } from './capture/CaptureScene';
import { CaptureToolbar } from './capture/CaptureToolbar';
import { pictureComposer } from './capture/pictureComposition';
import { useCapture } from './capture/useCapture';
import { useLegendFeatures } from './legend/useLegendFeatures';
import { useWalkSession } from './walk/useWalkSession';
import { WalkHud } from './walk/WalkHud';
import { WalkScene } from './walk/WalkScene';

export interface ImmersiveModeProps {
  spec: WorldSpec;
  /** The 8 affirmations the vision page shows (personalised or universal), or null while loading. */
  affirmations: readonly string[] | null;
  /** What the user's plan unlocks, as the server says (GET /api/payments/entitlements); null until known. */
  entitlements: readonly Entitlement[] | null;
  reducedMotion: boolean;
  onClose: () => void;
}

/**
 * 'Enter 3D Mode' : the world full screen, as a modal dialog in the top layer so the page
 * behind is inert and Tab stays inside. Loaded lazily by the vision page when the user asks for
 * it; everything heavier (XR, the recorders) loads lazily again from here, only when used.
 * Escape leaves (while the pointer is locked the browser takes the first Escape to release it).
 */
export default function ImmersiveMode({
  spec,
  affirmations,
  entitlements,
  reducedMotion,
  onClose,
}: ImmersiveModeProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [unavailable, setUnavailable] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  const capture = useCapture();
  const legend = useLegendFeatures({
    spec,
    entitlements,
    reducedMotion,
    renderer: capture.handles?.gl ?? null,
  });
  // Who drives the camera: walking, the guided tour, or Legend's mirror / XR session.
  const activity: 'explore' | 'tour' | 'legend' = capture.tour.active
    ? 'tour'
    : legend.cameraBusy
      ? 'legend'
      : 'explore';
  // Walking owns the camera while exploring; the tour takes it and gives it back where it was.
  const walk = useWalkSession(spec, affirmations, reducedMotion, activity === 'explore');
  // The tour needs the camera: a mirror left open closes (and its camera goes off).
  const { closeMirror } = legend;
  useEffect(() => {
    if (capture.tour.active) closeMirror();
  }, [capture.tour.active, closeMirror]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      document.documentElement.style.overflow = previousOverflow;
      if (document.pointerLockElement) document.exitPointerLock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="immersive-mode"
      onCancel={(event) => {
        // Escape: React owns the open state. During the tour it stops the tour first.
        event.preventDefault();
        if (activity === 'tour') capture.tour.stop();
        else onClose();
      }}
      onKeyDown={(event) => {
        if (dialogRef.current) keepTabInside(event, dialogRef.current);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden border-0 bg-night-950 p-0 text-ink backdrop:bg-night-950"
    >
      <h2 id={titleId} className="sr-only">
        3D mode: {spec.title}
      </h2>
      {/*
        The world takes the focus when 3D mode opens, not 'Leave 3D Mode': a focused button showed
        its ring at the first key press, and Space or Enter then left. The walk's keys are read on
        the window, so they work from here; Tab reaches the buttons as before.
      */}
      <section
        aria-label="Your world. Walk with W A S D or the arrow keys; Tab reaches the tools."
        tabIndex={-1}
        data-autofocus
        data-testid="immersive-world"
        className="absolute inset-0 outline-none"
      >
        {unavailable ? (
          <div className="mx-auto flex h-full max-w-2xl items-center p-6">
            <WorldInWords spec={spec} focus={null} />
          </div>
        ) : (
          <DreamWorldCanvas
            spec={spec}
            focus={null}
            reducedMotion={reducedMotion}
            onUnavailable={() => setUnavailable(true)}
            label={`${spec.title}: your dream world in 3D`}
            className="absolute inset-0 size-full"
            orbit={false}
          >
            <WalkScene walk={walk} />
            <CaptureScene
              capture={capture}
              spec={spec}
              affirmations={affirmations}
              reducedMotion={reducedMotion}
            />
            {legend.scene}
          </DreamWorldCanvas>
        )}
      </section>
      {unavailable || activity !== 'explore' ? null : <WalkHud walk={walk} />}
      {/*
        The top bar: 'Leave 3D Mode' on the left, the tools on the right. On a phone the tools fold
        behind 'Tools' so the world stays in view (while the tour plays its controls stay shown).
      */}
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-3 p-3 sm:p-5">
        <div className="pointer-events-auto flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={onClose} className="bg-night-950/60">
            Leave 3D Mode
          </Button>
          {unavailable ? null : (
            <Button
              variant="secondary"
              size="sm"
              className="bg-night-950/60 sm:hidden"
              aria-expanded={toolsOpen}
              aria-controls={toolsId}
              onClick={() => setToolsOpen((open) => !open)}
            >
              Tools
              <span aria-hidden="true">{toolsOpen ? '▴' : '▾'}</span>
            </Button>
          )}
        </div>
        {unavailable ? null : (
          <div
            id={toolsId}
            className={`pointer-events-auto absolute inset-x-3 top-16 flex-col items-stretch gap-2 sm:static sm:flex sm:items-end ${
              toolsOpen || activity === 'tour' ? 'flex' : 'hidden'
            }`}
          >
            {activity === 'tour' ? null : (
              <div className="flex flex-wrap gap-2 empty:hidden sm:justify-end">{legend.toolbar}</div>
            )}
            {/* An XR session draws into the headset, not this canvas: no pictures, tour or video meanwhile. */}
            <CaptureToolbar
              capture={capture}
              spec={spec}
              entitlements={entitlements ?? []}
              disabled={legend.xrActive}
              composePicture={pictureComposer(spec, walk.spot, walk.affirmations)}
            />
            {/* On a phone the open tools cover the notices' corner: the notices follow the tools. */}
            {toolsOpen && legend.notices ? (
              <div className="flex flex-col items-start gap-2">{legend.notices}</div>
            ) : null}
          </div>
        )}
      </div>
      {unavailable || toolsOpen || !legend.notices ? null : (
        // Under the top bar, on the left: the walk's hint and map hold the bottom of the screen.
        <div className="pointer-events-none absolute top-16 left-3 flex max-w-[min(24rem,calc(100%-1.5rem))] flex-col items-start gap-2 sm:top-20 sm:left-5">
          {legend.notices}
        </div>
      )}
    </dialog>
  );
}
