/**
 * Reads a list of lines aloud, one utterance per line with a short silence between them, with
 * play / pause / resume / stop. Pure logic over an injected synthesis object (the browser's
 * `speechSynthesis` in the app, a fake in the unit tests).
 *
 * Why one utterance at a time instead of queueing all eight: the highlighted line has to follow
 * the voice, the pause between lines is ours to choose, and Chromium drops the `end` event of
 * long queues (and of utterances nobody holds a reference to), which would leave the player
 * stuck on "playing".
 */

export interface UtteranceLike {
  text: string;
  rate: number;
  lang: string;
  voice: SpeechSynthesisVoice | null;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}

export interface SynthesisLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  pause(): void;
  resume(): void;
}

export type PlayerStatus = 'idle' | 'playing' | 'paused';

export interface PlayerState {
  status: PlayerStatus;
  /** The line being read (or paused on), null when idle. */
  index: number | null;
  /** Set when the last run ended by itself after every line, until the next play. */
  finished: boolean;
  /** The synthesis reported a failure (other than our own cancel). */
  failed: boolean;
}

export interface PlayerOptions {
  rate: number;
  lang: string;
  voice: SpeechSynthesisVoice | null;
}

export interface PlayerDeps {
  synth: SynthesisLike;
  createUtterance: (text: string) => UtteranceLike;
  /** Silence between two lines, in ms. */
  gapMs: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const idleState: PlayerState = { status: 'idle', index: null, finished: false, failed: false };

export function createSpeechPlayer(deps: PlayerDeps, onChange: (state: PlayerState) => void) {
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let state: PlayerState = idleState;
  let lines: readonly string[] = [];
  let options: PlayerOptions = { rate: 1, lang: '', voice: null };
  // The utterance being spoken, held so the browser does not collect it mid-sentence (and lose
  // its `end` event). Null in the silence between two lines, when `nextIndex` is what comes next.
  let current: UtteranceLike | null = null;
  let nextIndex = 0;
  let gapTimer: unknown = null;
  // Whether we left the synthesis paused. Chromium keeps `speechSynthesis.paused` through
  // cancel(), and a paused synthesis speaks nothing: the next Play would be silent for good.
  let synthPaused = false;

  const set = (next: PlayerState) => {
    state = next;
    onChange(state);
  };

  const clearGap = () => {
    if (gapTimer !== null) clearTimer(gapTimer);
    gapTimer = null;
  };

  const finish = () => {
    current = null;
    set({ ...idleState, finished: true });
  };

  const speakLine = (index: number) => {
    const text = lines[index];
    if (text === undefined) return finish();
    const utterance = deps.createUtterance(text);
    utterance.rate = options.rate;
    utterance.lang = options.lang;
    utterance.voice = options.voice;
    // Events of an utterance we cancelled (Chromium reports 'interrupted' / 'canceled') or
    // replaced must not move the player: only the current one counts.
    utterance.onend = () => {
      if (current !== utterance) return;
      current = null;
      nextIndex = index + 1;
      // Ended while paused (a synthesis that cannot pause mid-line): wait for resume.
      if (state.status === 'playing') continueAfterGap();
    };
    utterance.onerror = (event) => {
      if (current !== utterance) return;
      if (event.error === 'interrupted' || event.error === 'canceled') return;
      current = null;
      set({ ...idleState, failed: true });
    };
    current = utterance;
    set({ status: 'playing', index, finished: false, failed: false });
    deps.synth.speak(utterance);
  };

  const continueAfterGap = () => {
    clearGap();
    if (nextIndex >= lines.length) return finish();
    gapTimer = setTimer(() => {
      gapTimer = null;
      speakLine(nextIndex);
    }, deps.gapMs);
  };

  const stop = () => {
    clearGap();
    const active = current !== null || state.status !== 'idle';
    current = null;
    if (active) deps.synth.cancel();
    if (synthPaused) {
      synthPaused = false;
      // After cancel, so the cancelled line is not heard for a moment.
      deps.synth.resume();
    }
    if (state.status !== 'idle' || state.finished || state.failed) set(idleState);
  };

  return {
    getState: () => state,
    play(nextLines: readonly string[], nextOptions: PlayerOptions) {
      stop();
      lines = nextLines;
      options = nextOptions;
      if (lines.length > 0) speakLine(0);
    },
    pause() {
      if (state.status !== 'playing') return;
      // Between two lines there is nothing to pause in the synthesis: hold the next line back.
      if (current === null) clearGap();
      else {
        deps.synth.pause();
        synthPaused = true;
      }
      set({ ...state, status: 'paused' });
    },
    resume() {
      if (state.status !== 'paused') return;
      set({ ...state, status: 'playing' });
      // Also when the paused line ended anyway: a still-paused synthesis would not say the next.
      if (synthPaused) {
        synthPaused = false;
        deps.synth.resume();
      }
      if (current === null) continueAfterGap();
    },
    stop,
  };
}

export type SpeechPlayer = ReturnType<typeof createSpeechPlayer>;
