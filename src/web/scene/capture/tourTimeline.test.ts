import { describe, expect, it } from 'vitest';
import { worldCategories } from '#shared/worldSpec';
import { generateWorldSpec, shownArrival } from '#world';
import { referenceAnswers } from '#world/testing';
import { beachVillaFixture } from '../fixtures/beachVilla';
import { planTour, tourFrame } from './tourTimeline';

const sample = (duration: number, reducedMotion: boolean, step = 0.02) => {
  const plan = planTour(beachVillaFixture, duration, reducedMotion);
  const frames = [];
  for (let t = 0; t <= duration + 1e-9; t += step) frames.push({ t, ...tourFrame(plan, t) });
  return frames;
};

describe('guided tour timeline', () => {
  it('starts and ends at the arrival viewpoint and lasts exactly the duration', () => {
    const plan = planTour(beachVillaFixture, 60, false);
    expect(plan.segments[0]?.start).toBe(0);
    expect(plan.segments.at(-1)?.end).toBeCloseTo(60, 9);
    const [ax, ay, az] = beachVillaFixture.arrival.viewpoint.position;
    const first = tourFrame(plan, 0);
    const last = tourFrame(plan, 60);
    // The arrival hold drifts ±6° around the target: near, not on, the viewpoint.
    expect(first.position.distanceTo({ x: ax, y: ay, z: az } as never)).toBeLessThan(8);
    expect(last.position.distanceTo({ x: ax, y: ay, z: az } as never)).toBeLessThan(8);
    expect(tourFrame(plan, 59.99).ended).toBe(false);
    expect(last.ended).toBe(true);
    expect(last.progress).toBe(1);
  });

  it('opens and closes on the arrival the screen shows, not the generator’s', () => {
    // An upright phone: the chalet's fitted arrival steps back until the whole home is in the frame.
    const spec = generateWorldSpec(referenceAnswers.alpineChalet, { level: 'full' });
    const shown = shownArrival(spec, 375 / 812);
    expect(shown.position).not.toEqual(spec.arrival.viewpoint.position);
    const plan = planTour(spec, 60, true, (focus) =>
      focus ? (spec.categories[0]?.viewpoint ?? shown) : shown,
    );
    expect(plan.viewpoints[0]).toEqual(shown);
    expect(plan.viewpoints.at(-1)).toEqual(shown);
    const [sx, sy, sz] = shown.position;
    const [gx, gy, gz] = spec.arrival.viewpoint.position;
    const first = tourFrame(plan, 0).position;
    // Reduced motion drifts ±1.5° around the target: close to the fitted view, away from the generator's.
    expect(first.distanceTo({ x: sx, y: sy, z: sz } as never)).toBeLessThan(2);
    expect(first.distanceTo({ x: gx, y: gy, z: gz } as never)).toBeGreaterThan(2);
  });

  it('stops at the category views the screen shows, with each stop asked for by its category', () => {
    const asked: (string | null)[] = [];
    // A stand-in for the framing search: each category's view lifted 1 m, so it differs from the generator's.
    const lifted = (focus: (typeof worldCategories)[number] | null) => {
      asked.push(focus);
      const view =
        beachVillaFixture.categories.find((candidate) => candidate.category === focus)?.viewpoint ??
        beachVillaFixture.arrival.viewpoint;
      const [x, y, z] = view.position;
      return { position: [x, y + 1, z] as [number, number, number], target: view.target };
    };
    const plan = planTour(beachVillaFixture, 60, true, lifted);
    expect(asked).toEqual([null, ...beachVillaFixture.categories.map((view) => view.category)]);
    beachVillaFixture.categories.forEach((view, index) => {
      expect(plan.viewpoints[index + 1]?.position[1]).toBeCloseTo(view.viewpoint.position[1] + 1, 9);
    });
    // In the middle of a stop's hold the camera stands at the shown height, not the generator's.
    const [third] = plan.segments.filter((segment) => segment.kind === 'hold').slice(3);
    const generated = beachVillaFixture.categories[2]?.viewpoint.position[1];
    if (!third || generated === undefined) throw new Error('the beach villa has five categories');
    const middle = tourFrame(plan, (third.start + third.end) / 2);
    expect(middle.position.y).toBeCloseTo(generated + 1, 6);
  });

  it('visits the five categories in menu order, each with its panel fully shown', () => {
    const frames = sample(60, false);
    const order: number[] = [];
    for (const frame of frames)
      if (frame.stop !== null && order.at(-1) !== frame.stop) order.push(frame.stop);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    for (const stop of order) {
      const shown = frames.filter((frame) => frame.stop === stop);
      expect(Math.max(...shown.map((frame) => frame.panelOpacity))).toBe(1);
      // Long enough to read: at least 6 s with the panel fully visible or fading.
      expect(shown.length * 0.02).toBeGreaterThan(6);
      const viewpoint = beachVillaFixture.categories[stop]?.viewpoint;
      const middle = shown[Math.floor(shown.length / 2)];
      expect(middle?.target.toArray()).toEqual(viewpoint?.target);
    }
    expect(worldCategories).toHaveLength(5);
  });

  it('moves continuously: no jump between frames 20 ms apart', () => {
    const frames = sample(60, false);
    for (let index = 1; index < frames.length; index += 1) {
      const step = frames[index]?.position.distanceTo(frames[index - 1]?.position as never) ?? 0;
      expect(step, `at ${frames[index]?.t.toFixed(2)} s`).toBeLessThan(2.5);
    }
    // …and it never stands still while playing, so the recorded video is alive throughout.
    const still = frames.filter(
      (frame, index) => index > 0 && frame.position.distanceTo(frames[index - 1]?.position as never) === 0,
    );
    expect(still.length).toBe(0);
  });

  it('with reduced motion, cuts between stops (no flight) and drifts a quarter as much', () => {
    const normal = sample(60, false);
    const reduced = sample(60, true);
    let cuts = 0;
    for (let index = 1; index < reduced.length; index += 1) {
      const step = reduced[index]?.position.distanceTo(reduced[index - 1]?.position as never) ?? 0;
      if (step > 2.5) {
        cuts += 1;
        // A cut happens while no panel is shown.
        expect(reduced[index]?.panelOpacity).toBe(0);
      } else expect(step).toBeLessThan(0.05);
    }
    expect(cuts).toBe(6);
    const drift = (frames: typeof normal, stop: number) => {
      const shown = frames.filter((frame) => frame.stop === stop);
      return shown[0]?.position.distanceTo(shown.at(-1)?.position as never) ?? 0;
    };
    expect(drift(reduced, 2)).toBeLessThan(drift(normal, 2) * 0.3);
    expect(drift(reduced, 2)).toBeGreaterThan(0);
  });

  it('scales to a shorter duration with the same stops (the e2e test plays it in a few seconds)', () => {
    const plan = planTour(beachVillaFixture, 6, false);
    expect(tourFrame(plan, 0.3 + 0.35 + 0.35).stop).toBe(0);
    expect(tourFrame(planTour(beachVillaFixture, 60, false), 10).stop).toBe(0);
    expect(tourFrame(plan, 3).progress).toBeCloseTo(0.5, 9);
    expect(tourFrame(plan, 6).ended).toBe(true);
  });
});
