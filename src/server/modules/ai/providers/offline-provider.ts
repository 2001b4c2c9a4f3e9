import {
  gentlerAffirmation,
  offlineAffirmations,
  offlineManifesto,
  offlineWoopDraft,
  rephraseOffline,
} from '#world';
import type { AiProvider } from './provider';

/** The default provider: real text built from the user's own words, with no key and no network. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    rephrase: async ({ text, tone, style }) => rephraseOffline(text, tone, style),
    affirmations: async (answers) => offlineAffirmations(answers),
    manifesto: async (answers) => offlineManifesto(answers),
    woopDraft: async (answers, category) => offlineWoopDraft(answers, category),
    gentler: async (line) => gentlerAffirmation(line),
  };
}
