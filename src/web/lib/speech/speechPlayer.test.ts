import { describe, expect, it } from 'vitest';
import { createSpeechPlayer, type PlayerState, type UtteranceLike } from './speechPlayer';

/** A synthesis that speaks nothing: the test ends (or fails) each utterance by hand. */
function fakeSynthesis() {
  const spoken: UtteranceLike[] = [];
  const calls: string[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const states: PlayerState[] = [];
  // Like Chromium's speechSynthesis.paused: only resume() clears it, cancel() does not.
  const synthesis = { paused: false, pausedAtSpeak: [] as boolean[] };
  const player = createSpeechPlayer(
    {
      synth: {
        speak: (utterance) => {
          calls.push(`speak:${utterance.text}`);
          synthesis.pausedAtSpeak.push(synthesis.paused);
          spoken.push(utterance);
        },
        cancel: () => {
          calls.push('cancel');
          // Like Chromium: cancelling reports an error on the utterance in flight.
          spoken.at(-1)?.onerror?.({ error: 'interrupted' });
        },
        pause: () => {
          calls.push('pause');
          synthesis.paused = true;
        },
        resume: () => {
          calls.push('resume');
          synthesis.paused = false;
        },
      },
      createUtterance: (text) => ({ text, rate: 1, lang: '', voice: null, onend: null, onerror: null }),
      gapMs: 600,
      setTimer: (callback, ms) => {
        const timer = { callback, ms };
        timers.push(timer);
        return timer;
      },
      clearTimer: (handle) => {
        const index = timers.indexOf(handle as (typeof timers)[number]);
        if (index >= 0) timers.splice(index, 1);
      },
    },
    (state) => states.push(state),
  );
  const endCurrent = () => spoken.at(-1)?.onend?.({});
  const runGap = () => {
    const timer = timers.shift();
    if (!timer) throw new Error('no pending pause between lines');
    timer.callback();
  };
  return { player, spoken, calls, timers, states, synthesis, endCurrent, runGap };
}

const lines = ['I am calm.', 'I am loved.', 'I am free.'];
const options = { rate: 0.9, lang: 'en', voice: null };

describe('speech player', () => {
  it('reads every line in order, one utterance each, with the chosen rate and a pause between', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    expect(fake.player.getState()).toMatchObject({ status: 'playing', index: 0 });
    fake.endCurrent();
    expect(fake.timers).toEqual([expect.objectContaining({ ms: 600 })]);
    // Nothing is spoken during the silence, and the line just read stays highlighted.
    expect(fake.spoken).toHaveLength(1);
    expect(fake.player.getState().index).toBe(0);
    fake.runGap();
    expect(fake.player.getState()).toMatchObject({ status: 'playing', index: 1 });
    fake.endCurrent();
    fake.runGap();
    fake.endCurrent();
    expect(fake.spoken.map((utterance) => utterance.text)).toEqual(lines);
    expect(fake.spoken.every((utterance) => utterance.rate === 0.9 && utterance.lang === 'en')).toBe(true);
    expect(fake.player.getState()).toEqual({ status: 'idle', index: null, finished: true, failed: false });
    expect(fake.timers).toHaveLength(0);
  });

  it('pauses and resumes inside a line through the synthesis', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.player.pause();
    expect(fake.player.getState()).toMatchObject({ status: 'paused', index: 0 });
    fake.player.resume();
    expect(fake.player.getState()).toMatchObject({ status: 'playing', index: 0 });
    expect(fake.calls).toEqual(['speak:I am calm.', 'pause', 'resume']);
  });

  it('pausing in the silence between lines holds the next line until resume', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.endCurrent();
    fake.player.pause();
    expect(fake.timers).toHaveLength(0);
    expect(fake.calls).not.toContain('pause');
    fake.player.resume();
    fake.runGap();
    expect(fake.spoken.map((utterance) => utterance.text)).toEqual(['I am calm.', 'I am loved.']);
  });

  it('a line that ends while paused does not start the next one before resume', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.player.pause();
    fake.endCurrent();
    expect(fake.timers).toHaveLength(0);
    expect(fake.player.getState().status).toBe('paused');
    fake.player.resume();
    fake.runGap();
    expect(fake.spoken).toHaveLength(2);
  });

  it('stop cancels the synthesis, ignores the interrupted utterance and returns to idle', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.endCurrent();
    fake.runGap();
    fake.player.stop();
    expect(fake.calls.at(-1)).toBe('cancel');
    expect(fake.player.getState()).toEqual({ status: 'idle', index: null, finished: false, failed: false });
    // A late end event of the cancelled line changes nothing.
    fake.endCurrent();
    expect(fake.timers).toHaveLength(0);
    expect(fake.player.getState().status).toBe('idle');
  });

  it('stop while paused leaves the synthesis unpaused, so the next play is heard', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.player.pause();
    fake.player.stop();
    // Cancel first (the paused line must not be heard), then resume.
    expect(fake.calls.slice(-2)).toEqual(['cancel', 'resume']);
    expect(fake.synthesis.paused).toBe(false);
    fake.player.play(lines, options);
    expect(fake.synthesis.pausedAtSpeak.at(-1)).toBe(false);
    expect(fake.player.getState().status).toBe('playing');
  });

  it('a line that ended while paused: resume unpauses the synthesis before the next line', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.player.pause();
    fake.endCurrent();
    fake.player.resume();
    fake.runGap();
    expect(fake.spoken).toHaveLength(2);
    expect(fake.synthesis.pausedAtSpeak).toEqual([false, false]);
  });

  it('stop when not paused does not touch resume', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.player.stop();
    expect(fake.calls.at(-1)).toBe('cancel');
  });

  it('stop during the silence clears the pending line', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.endCurrent();
    fake.player.stop();
    expect(fake.timers).toHaveLength(0);
    expect(fake.spoken).toHaveLength(1);
  });

  it('a synthesis failure stops the player and says so', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.spoken[0]?.onerror?.({ error: 'synthesis-failed' });
    expect(fake.player.getState()).toEqual({ status: 'idle', index: null, finished: false, failed: true });
  });

  it('playing again starts over from the first line', () => {
    const fake = fakeSynthesis();
    fake.player.play(lines, options);
    fake.endCurrent();
    fake.runGap();
    fake.player.play(lines, { ...options, rate: 1.2 });
    expect(fake.player.getState()).toMatchObject({ status: 'playing', index: 0 });
    expect(fake.spoken.at(-1)).toMatchObject({ text: 'I am calm.', rate: 1.2 });
  });
});
