import { useEffect, useId, useRef, useState } from 'react';
import type { Entitlement } from '#shared/plans';
import { Button } from '#web/components/ui/Button';
import { saveBlob } from '#web/lib/browser/saveBlob';
import type { SceneHandles } from '#web/scene/capture/RendererBridge';
import { maxRenderbufferSize, type PictureComposition, renderSnapshot } from '#web/scene/capture/snapshot';
import { snapshotFileName, snapshotSizes } from './snapshotSizes';

interface SnapshotMenuProps {
  handles: SceneHandles | null;
  entitlements: readonly Entitlement[];
  slug: string;
  disabled: boolean;
  onStatus: (message: string) => void;
  /** The camera and caption for a picture of this shape (width / height): pictureComposition.ts. */
  compose: (aspect: number) => PictureComposition;
}

/**
 * 'Save a picture': a disclosure listing the sizes the plan offers. Each saves a PNG of exactly
 * that many pixels, drawn offscreen, whatever the window's size, composed for its shape.
 */
export function SnapshotMenu({
  handles,
  entitlements,
  slug,
  disabled,
  onStatus,
  compose,
}: SnapshotMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const maxSide = handles ? maxRenderbufferSize(handles.gl) : 0;
  const sizes = handles ? snapshotSizes(entitlements, maxSide) : [];
  const capped = sizes.some((size) => size.capped);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  // Escape closes the open menu first (the dialog would take it to leave 3D mode).
  useEffect(() => {
    const element = container.current;
    if (!element || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    // Like any disclosure menu: focus moving elsewhere (Tab on, a click on the world) closes it.
    // Not while a picture is drawn: its button turning disabled drops the focus for a moment.
    const onFocusOut = (event: FocusEvent) => {
      if (busy) return;
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open, busy]);

  const save = async (index: number) => {
    const size = sizes[index];
    if (!handles || !size) return;
    setBusy(true);
    onStatus(`Drawing your ${size.width} × ${size.height} picture…`);
    try {
      const blob = await renderSnapshot(
        handles.gl,
        handles.scene,
        handles.camera(),
        size.width,
        size.height,
        compose(size.width / size.height),
      );
      const name = snapshotFileName(slug, size);
      saveBlob(blob, name);
      onStatus(`Saved ${name}.`);
      setOpen(false);
      toggle.current?.focus();
    } catch (error) {
      onStatus(
        `The picture could not be saved: ${error instanceof Error ? error.message : 'unknown error'}.`,
      );
    } finally {
      setBusy(false);
      handles.invalidate();
    }
  };

  return (
    <div ref={container} className="relative">
      <Button
        ref={toggle}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled || !handles}
        onClick={() => setOpen((value) => !value)}
      >
        Save a picture
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-10 mt-2 w-64 rounded-2xl border border-white/20 bg-night-950/95 p-2 shadow-xl"
      >
        <ul className="flex flex-col gap-1" aria-label="Picture sizes">
          {sizes.map((size, index) => (
            <li key={size.id}>
              <button
                type="button"
                disabled={busy}
                onClick={() => save(index)}
                className="flex w-full flex-col rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-white/10 disabled:opacity-60"
              >
                <span className="font-semibold">{size.label}</span>
                <span className="text-ink-muted">
                  PNG, {size.width} × {size.height}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {capped ? (
          <p className="px-3 pt-1 pb-2 text-ink-muted text-xs">
            This device’s graphics chip draws at most {maxSide} pixels a side, so the 4K pictures are made as
            large as it allows.
          </p>
        ) : null}
      </div>
    </div>
  );
}
