import { useEffect, useMemo, useRef, useState } from 'react';
import type { Entitlement } from '#shared/plans';
import type { WorldSpec } from '#shared/worldSpec';
import { Button } from '#web/components/ui/Button';
import { saveBlob } from '#web/lib/browser/saveBlob';
import type { PictureComposition } from '#web/scene/capture/snapshot';
import { tourVideoType } from './recordingSupport';
import { SnapshotMenu } from './SnapshotMenu';
import { TourControls } from './TourControls';
import type { CanvasRecording } from './tourRecorder';
import type { CaptureState } from './useCapture';
import { worldSlug } from './worldSlug';

interface CaptureToolbarProps {
  capture: CaptureState;
  spec: WorldSpec;
  entitlements: readonly Entitlement[];
  /** While an XR session runs: the toolbar waits. */
  disabled?: boolean;
  /** How a picture of a given shape is composed (pictureComposition.ts). */
  composePicture: (aspect: number) => PictureComposition;
}

/**
 * 3D mode's keepsakes: a picture of the view, the world as a 3D model, the guided tour and its
 * video. The exporter and the recorder load only when asked for.
 */
export function CaptureToolbar({
  capture,
  spec,
  entitlements,
  disabled = false,
  composePicture,
}: CaptureToolbarProps) {
  const { handles, tour } = capture;
  const slug = useMemo(() => worldSlug(spec.title), [spec.title]);
  const videoType = useMemo(tourVideoType, []);
  const [status, setStatus] = useState('');
  const [exporting, setExporting] = useState(false);
  const [recording, setRecording] = useState(false);
  const recorder = useRef<CanvasRecording | null>(null);
  const tourButton = useRef<HTMLButtonElement>(null);
  const wasActive = useRef(false);

  // When the tour ends or stops, its controls vanish: focus goes back to 'Play guided tour'.
  useEffect(() => {
    if (wasActive.current && !tour.active) tourButton.current?.focus();
    wasActive.current = tour.active;
  }, [tour.active]);

  // Leaving 3D mode in the middle of a recording throws it away.
  useEffect(() => () => recorder.current?.cancel(), []);

  const downloadModel = async () => {
    if (!handles) return;
    setExporting(true);
    setStatus('Packing your world into a 3D model…');
    try {
      const { exportWorldModel } = await import('#web/scene/capture/worldModel');
      saveBlob(await exportWorldModel(handles.scene, slug), `${slug}.glb`);
      setStatus(`Saved ${slug}.glb.`);
    } catch (error) {
      setStatus(
        `The 3D model could not be made: ${error instanceof Error ? error.message : 'unknown error'}.`,
      );
    } finally {
      setExporting(false);
    }
  };

  const saveVideo = async () => {
    if (!handles || !videoType) return;
    try {
      const { recordCanvas } = await import('./tourRecorder');
      const recording = recordCanvas(handles.gl.domElement, videoType, 30);
      recorder.current = recording;
      setRecording(true);
      setStatus('Recording your guided tour…');
      tour.start({
        onEnd: () => {
          recorder.current = null;
          setRecording(false);
          recording
            .finish()
            .then((blob) => {
              saveBlob(blob, `${slug}-tour.webm`);
              setStatus(`Saved ${slug}-tour.webm.`);
            })
            .catch((error: unknown) =>
              setStatus(
                `The video could not be saved: ${error instanceof Error ? error.message : 'unknown error'}.`,
              ),
            );
        },
        onStop: () => {
          recorder.current = null;
          recording.cancel();
          setRecording(false);
          setStatus('Video cancelled.');
        },
      });
    } catch (error) {
      recorder.current = null;
      setRecording(false);
      setStatus(
        `The video could not be recorded: ${error instanceof Error ? error.message : 'unknown error'}.`,
      );
    }
  };

  const busy = exporting || !handles || disabled;
  return (
    <div
      className="pointer-events-auto flex max-w-full flex-col gap-2 rounded-2xl border border-white/15 bg-night-950/75 p-3 backdrop-blur-sm"
      data-testid="capture-toolbar"
    >
      {tour.active ? (
        <TourControls tour={tour} spec={spec} recording={recording} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <SnapshotMenu
            handles={handles}
            entitlements={entitlements}
            slug={slug}
            disabled={busy}
            onStatus={setStatus}
            compose={composePicture}
          />
          <Button variant="secondary" size="sm" onClick={downloadModel} disabled={busy}>
            Download 3D model (.glb)
          </Button>
          <Button ref={tourButton} variant="secondary" size="sm" onClick={() => tour.start()} disabled={busy}>
            Play guided tour
          </Button>
          {videoType ? (
            <Button variant="secondary" size="sm" onClick={saveVideo} disabled={busy}>
              Save tour as video
            </Button>
          ) : null}
        </div>
      )}
      <p className="text-ink-muted text-xs empty:hidden" role="status">
        {status}
      </p>
    </div>
  );
}
