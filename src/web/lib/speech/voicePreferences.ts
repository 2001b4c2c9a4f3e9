/**
 * The reader's choices for affirmations read aloud — which voice and how fast — kept in this
 * browser, and the order the voices are offered in.
 */

export const rateRange = { min: 0.6, max: 1.4, step: 0.1, default: 0.9 } as const;

const storageKey = 'dreamlife:voice';

export interface VoicePreferences {
  /** `SpeechSynthesisVoice.voiceURI`, or '' for the browser's default voice. */
  voiceURI: string;
  rate: number;
}

export const defaultPreferences: VoicePreferences = { voiceURI: '', rate: rateRange.default };

/** Clamped to the offered range and snapped to its step, so a stale or edited value still works. */
export function clampRate(value: unknown): number {
  const rate = typeof value === 'number' && Number.isFinite(value) ? value : rateRange.default;
  const clamped = Math.min(rateRange.max, Math.max(rateRange.min, rate));
  return Math.round(clamped / rateRange.step) * rateRange.step;
}

export function loadPreferences(storage: Pick<Storage, 'getItem'> | undefined): VoicePreferences {
  try {
    const raw = storage?.getItem(storageKey);
    if (!raw) return defaultPreferences;
    const parsed = JSON.parse(raw) as Partial<VoicePreferences>;
    return {
      voiceURI: typeof parsed.voiceURI === 'string' ? parsed.voiceURI : '',
      rate: clampRate(parsed.rate),
    };
  } catch {
    // Storage blocked or a broken value: the defaults read just as well.
    return defaultPreferences;
  }
}

export function savePreferences(
  storage: Pick<Storage, 'setItem'> | undefined,
  preferences: VoicePreferences,
) {
  try {
    storage?.setItem(storageKey, JSON.stringify(preferences));
  } catch {
    // Private mode or full storage: the choice simply lasts for this visit.
  }
}

type VoiceInfo = Pick<SpeechSynthesisVoice, 'voiceURI' | 'name' | 'lang' | 'default'>;

const primaryLanguage = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * Voices of the page's language first (the affirmations are written in it), the browser's default
 * first among them, then the rest by language and name.
 */
export function orderVoices<T extends VoiceInfo>(voices: readonly T[], pageLang: string): T[] {
  const page = primaryLanguage(pageLang);
  const rank = (voice: T) => (primaryLanguage(voice.lang) === page ? 0 : 1);
  return [...voices].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Number(b.default) - Number(a.default) ||
      a.lang.localeCompare(b.lang) ||
      a.name.localeCompare(b.name),
  );
}

/** The stored voice if this browser still has it, else '' (the browser's default). */
export function resolveVoiceURI(voices: readonly VoiceInfo[], stored: string): string {
  return voices.some((voice) => voice.voiceURI === stored) ? stored : '';
}
