import { useState } from 'react';
import { defaultAffirmations } from '#shared/ai';
import { Spinner } from '#web/components/ui/Spinner';
import { useAffirmationSpeech } from '#web/lib/speech/useAffirmationSpeech';
import { useAffirmations, useDoubtAffirmation } from '../api/visionQueries';
import { AffirmationsVoice } from '../voice/AffirmationsVoice';
import { AffirmationLine } from './AffirmationLine';
import { AffirmationsArt } from './AffirmationsArt';

/** docs/product.md §2's three subtitle variants; the wording is ours (the spec does not show it). */
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
  const doubt = useDoubtAffirmation(questionnaireId);
  // Said once the gentler line is in place (or when it could not be kept), for screen readers.
  const [notice, setNotice] = useState('');
  const askGentler = (position: number, text: string) => {
    setNotice('');
    doubt.mutate(
      { position, text },
      {
        onSuccess: () => setNotice(`Affirmation ${position + 1} now reads as a gentler version.`),
        onError: () => setNotice('The gentler version could not be saved. Please try again.'),
      },
    );
  };

  return (
    <section
      aria-labelledby="affirmations-heading"
      aria-busy={affirmations.isPending}
      className="surface-card relative overflow-hidden p-6 sm:p-10"
    >
      <div className="grid gap-8">
        <div>
          <h2
            id="affirmations-heading"
            className="font-display font-semibold text-3xl tracking-tight sm:pr-28 sm:text-4xl lg:pr-36"
          >
            Personalized Affirmations
          </h2>
          <p className="mt-2 text-ink-muted sm:pr-28 lg:pr-36">{subtitle}</p>
          {lines ? (
            <ol className="mt-6 grid gap-3 lg:grid-cols-2">
              {lines.map((line, index) => (
                <AffirmationLine
                  // The lines are fixed once loaded; the position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same.
                  key={index}
                  line={line}
                  index={index}
                  gentler={affirmations.data?.gentler[index] ?? false}
                  reading={reading === index}
                  onDoubt={affirmations.data ? () => askGentler(index, line) : null}
                  pending={doubt.isPending}
                />
              ))}
            </ol>
          ) : (
            <div className="mt-8 flex min-h-40 items-center">
              <Spinner label={affirmationsSpinnerText} />
            </div>
          )}
          {lines ? <AffirmationsVoice lines={lines} speech={speech} /> : null}
          {/* Not role="status": the listen controls' status comes first for the page's readers. */}
          <p aria-live="polite" className={notice ? 'mt-3 text-ink-muted text-sm' : 'sr-only'}>
            {notice}
          </p>
        </div>
        {/* A small mark beside the heading (a wide column of its own left most of the card empty). */}
        <AffirmationsArt className="order-first mx-auto w-28 sm:absolute sm:top-6 sm:right-6 sm:order-none sm:w-24 lg:w-32" />
      </div>
    </section>
  );
}
