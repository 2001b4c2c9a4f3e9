/**
 * The guided tour's play head, shared by the camera controller inside the Canvas (which reads it
 * every frame) and the DOM controls (play, pause, stop). Mutable on purpose: a React state update
 * per frame would re-render the toolbar sixty times a second.
 */
export class TourClock {
  private startedAt: number | null = null;
  private offset = 0;

  constructor(readonly duration: number) {}

  get playing(): boolean {
    return this.startedAt !== null;
  }

  elapsed(now = performance.now()): number {
    const seconds = this.offset + (this.startedAt === null ? 0 : (now - this.startedAt) / 1000);
    return Math.min(seconds, this.duration);
  }

  play(now = performance.now()) {
    if (this.startedAt === null && this.elapsed(now) < this.duration) this.startedAt = now;
  }

  pause(now = performance.now()) {
    this.offset = this.elapsed(now);
    this.startedAt = null;
  }
}
