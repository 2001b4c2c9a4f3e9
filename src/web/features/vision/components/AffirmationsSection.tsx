import { defaultAffirmations } from '#shared/ai';
import { Spinner } from '#web/components/ui/Spinner';
import { useAffirmations } from '../api/visionQueries';
import { AffirmationsVoice } from '../voice/AffirmationsVoice';
import { useAffirmationSpeech } from '../voice/useAffirmationSpeech';
import { AffirmationsArt } from './AffirmationsArt';

/** Spec §2's three subtitle variants; the wording is ours (the spec does not show it). */
export const affirmationSubtitles = {
  generating: 'Writing affirmations from your dream vision…',
  personalised: 'Personalised from your dream vision. Read them aloud each morning.',
  universal: 'Universal affirmations for every dreamer, to carry with you each day.',
} as const;

export const affirmationsSpinnerText = 'Creating your personalized affirmations...';

/**
 * 'Personalized Affirmations': exactly 8 lines from the AI gateway. If the request itself fails
 * the spec's default list is shown as universal affirmations: the spec shows nothing for an AI
 * failure, and an empty section would help nobody.
 */
export function AffirmationsSection({ questionnaireId }: { questionnaireId: string | null }) {
  const affirmations = useAffirmations(questionnaireId);
  const lines = affirmations.data?.affirmations ?? (affirmations.isError ? defaultAffirmations : null);
  const subtitle = affirmations.isPending
    ? affirmationSubtitles.generating
    : affirmations.data?.personalised
      ? affirmationSubtitles.personalised
      : affirmationSubtitles.universal;
  const speech = useAffirmationSpeech(lines);
  const reading = speech.state.index;

  return (
    <section
      aria-labelledby="affirmations-heading"
      aria-busy={affirmations.isPending}
      className="surface-card relative overflow-hidden p-6 sm:p-10"
    >
      <div className="grid items-center gap-8 lg:grid-cols-[1fr_16rem]">
        <div>
          <h2
            id="affirmations-heading"
            className="font-display font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            Personalized Affirmations
          </h2>
          <p className="mt-2 text-ink-muted">{subtitle}</p>
          {lines ? (
            <ol className="mt-6 grid gap-3">
              {lines.map((line, index) => (
                <li
                  // The lines are fixed once loaded; the position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same.
                  key={index}
                  // The line being read aloud is lit, for the eye and for assistive technology.
                  aria-current={reading === index ? 'true' : undefined}
                  className={`flex gap-3 rounded-2xl border px-4 py-3 leading-relaxed transition-colors ${
                    reading === index
                      ? 'border-dream-violet/70 bg-dream-violet/15 shadow-glow'
                      : 'border-white/10 bg-white/[0.03]'
                  }`}
                >
                  <span aria-hidden="true" className="mt-0.5 font-display font-semibold text-dream-gold">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span>{line}</span>
                </li>
              ))}
            </ol>
          ) : (
            <div className="mt-8 flex min-h-40 items-center">
              <Spinner label={affirmationsSpinnerText} />
            </div>
          )}
          {lines ? <AffirmationsVoice lines={lines} speech={speech} /> : null}
        </div>
        <AffirmationsArt className="order-first mx-auto w-36 lg:order-none lg:w-56" />
      </div>
    </section>
  );
}
