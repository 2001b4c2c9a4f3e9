import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createSpeechPlayer,
  idleState,
  type PlayerState,
  type SpeechPlayer,
  type UtteranceLike,
} from './speechPlayer';
import {
  loadPreferences,
  orderVoices,
  resolveVoiceURI,
  savePreferences,
  type VoicePreferences,
} from './voicePreferences';

/** Silence between two affirmations: long enough to let one settle before the next. */
const gapMs = 900;

// Some browsers (and embedded web views) have no speech synthesis at all.
const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' ? ((window.speechSynthesis as SpeechSynthesis | undefined) ?? null) : null;

/**
 * The browser's speech synthesis reading the affirmations: the voices on offer (they arrive
 * late in Chromium, hence `voiceschanged`), the remembered voice and rate, and the player.
 * Speech stops when the component using it unmounts.
 */
export function useAffirmationSpeech(lines: readonly string[] | null) {
  const supported = synthesis() !== null && typeof SpeechSynthesisUtterance !== 'undefined';
  const [state, setState] = useState<PlayerState>(idleState);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [preferences, setPreferences] = useState<VoicePreferences>(() =>
    loadPreferences(typeof window !== 'undefined' ? window.localStorage : undefined),
  );
  const playerRef = useRef<SpeechPlayer | null>(null);
  const pageLang = typeof document !== 'undefined' ? document.documentElement.lang || 'en' : 'en';

  useEffect(() => {
    const synth = synthesis();
    if (!synth) return;
    const update = () => setVoices(orderVoices(synth.getVoices(), pageLang));
    update();
    synth.addEventListener('voiceschanged', update);
    const player = createSpeechPlayer(
      {
        synth: {
          speak: (utterance) => synth.speak(utterance as SpeechSynthesisUtterance),
          cancel: () => synth.cancel(),
          pause: () => synth.pause(),
          resume: () => synth.resume(),
        },
        // Structurally the same object; the DOM types only type the handlers' `this` more narrowly.
        createUtterance: (text) => new SpeechSynthesisUtterance(text) as unknown as UtteranceLike,
        gapMs,
      },
      setState,
    );
    playerRef.current = player;
    return () => {
      synth.removeEventListener('voiceschanged', update);
      // Leaving the page must not leave the browser talking.
      player.stop();
      playerRef.current = null;
    };
  }, [pageLang]);

  const voiceURI = resolveVoiceURI(voices, preferences.voiceURI);

  const update = useCallback((next: Partial<VoicePreferences>) => {
    setPreferences((previous) => {
      const merged = { ...previous, ...next };
      savePreferences(window.localStorage, merged);
      return merged;
    });
  }, []);

  const controls = useMemo(
    () => ({
      play: () => {
        if (!lines) return;
        const voice = voices.find((item) => item.voiceURI === voiceURI) ?? null;
        playerRef.current?.play(lines, { rate: preferences.rate, voice, lang: voice?.lang ?? pageLang });
      },
      pause: () => playerRef.current?.pause(),
      resume: () => playerRef.current?.resume(),
      stop: () => playerRef.current?.stop(),
      setVoiceURI: (value: string) => update({ voiceURI: value }),
      setRate: (value: number) => update({ rate: value }),
    }),
    [lines, voices, voiceURI, preferences.rate, pageLang, update],
  );

  return { supported, state, voices, voiceURI, rate: preferences.rate, ...controls };
}

export type AffirmationSpeech = ReturnType<typeof useAffirmationSpeech>;
