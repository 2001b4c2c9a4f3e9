import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type OwnAffirmation, ownAffirmationLimits } from '#shared/ownAffirmations';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { inputClasses, labelClasses } from '#web/components/ui/fieldStyles';
import { Spinner } from '#web/components/ui/Spinner';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { todayQueryOptions } from '#web/lib/practice/practiceRequests';
import { ownAffirmationsQueryOptions } from '../api/ownAffirmationsRequests';
import { LineRow } from './LineRow';
import { useLineMutations } from './useLineMutations';

/**
 * /affirmations (decision 0118): the person's own lines beside the generated ones. They write,
 * edit, order, favourite and hide; favourites lead /today, its read-aloud and the reminders.
 */
export function MyAffirmationsPage() {
  useDocumentTitle('Your affirmations');
  const list = useQuery(ownAffirmationsQueryOptions());
  const mutations = useLineMutations();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display font-semibold text-4xl tracking-tight text-balance sm:text-5xl">
        Your affirmations
      </h1>
      <p className="mt-3 text-ink-muted text-lg leading-relaxed">
        Write the lines you want to live by. Your favourites come first in your daily minute, when it is read
        aloud, and in your reminders. Hide a line you do not want to see again.
      </p>
      {list.isPending ? (
        <div className="mt-10">
          <Spinner label="Loading your affirmations..." />
        </div>
      ) : list.isError ? (
        <div className="mt-10 flex flex-col items-start gap-4">
          <p role="alert" className="text-danger-ink">
            Your affirmations could not be loaded. Please check your connection and try again.
          </p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <AddLineForm count={list.data.lines.length} limit={list.data.limit} mutations={mutations} />
          <p aria-live="polite" className={mutations.notice ? 'mt-4 text-ink-muted text-sm' : 'sr-only'}>
            {mutations.notice}
          </p>
          <OwnLines lines={list.data.lines} mutations={mutations} />
          <WrittenForYou mutations={mutations} full={list.data.lines.length >= list.data.limit} />
        </>
      )}
    </div>
  );
}

type Mutations = ReturnType<typeof useLineMutations>;

function AddLineForm({ count, limit, mutations }: { count: number; limit: number; mutations: Mutations }) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const full = count >= limit;
  return (
    <form
      className="surface-card mt-8 p-5 sm:p-7"
      onSubmit={(event) => {
        event.preventDefault();
        mutations.add({ text, favourite: true }, 'Your line is added as a favourite.', () => setText(''));
      }}
    >
      <label htmlFor={fieldId} className={labelClasses}>
        A line of your own
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={ownAffirmationLimits.textMax}
        rows={2}
        required
        disabled={full}
        aria-describedby={hintId}
        placeholder="I am becoming the person my dream life needs."
        className={inputClasses}
      />
      <p id={hintId} className="mt-2 text-ink-muted text-sm">
        Present tense, in your own words. {count} of {limit} lines kept.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={full || mutations.pending}>
          Add as a favourite
        </Button>
        {full && limit === ownAffirmationLimits.explorerLines ? (
          <ButtonLink to="/subscribe?plan=visionary-plan" variant="secondary">
            Keep up to {ownAffirmationLimits.paidLines} lines with Visionary
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}

function OwnLines({ lines, mutations }: { lines: OwnAffirmation[]; mutations: Mutations }) {
  if (lines.length === 0) {
    return <p className="mt-8 text-ink-muted">No lines of your own yet. Write your first one above.</p>;
  }
  const move = (line: OwnAffirmation, by: -1 | 1) => {
    const ids = lines.map((each) => each.id);
    const from = ids.indexOf(line.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] ?? line.id, line.id];
    mutations.reorder(ids, `Moved to place ${to + 1}.`);
  };
  return (
    <section aria-labelledby="own-lines-heading" className="mt-10">
      <h2 id="own-lines-heading" className="font-display font-semibold text-2xl">
        Your lines
      </h2>
      <ol className="mt-4 grid gap-3">
        {lines.map((line, index) => (
          <LineRow
            key={line.id}
            line={line}
            place={index + 1}
            count={lines.length}
            mutations={mutations}
            onMove={move}
          />
        ))}
      </ol>
    </section>
  );
}

/** Today's generated lines not kept yet: one tap keeps one as a favourite, or hides it. */
function WrittenForYou({ mutations, full }: { mutations: Mutations; full: boolean }) {
  const today = useQuery(todayQueryOptions());
  const generated = (today.data?.affirmations ?? []).filter(
    (_, index) => today.data?.affirmationIds[index] === null,
  );
  if (generated.length === 0) return null;
  return (
    <section aria-labelledby="written-for-you-heading" className="mt-10">
      <h2 id="written-for-you-heading" className="font-display font-semibold text-2xl">
        Written for you today
      </h2>
      <ul className="mt-4 grid gap-3">
        {generated.map((text) => (
          <li key={text} className="rounded-2xl border border-white/10 bg-night-900/50 p-4">
            <p className="font-display text-lg leading-snug">{text}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={full || mutations.pending}
                aria-label={`Keep “${text}” as a favourite`}
                onClick={() =>
                  mutations.add({ text, origin: 'generated', favourite: true }, 'Kept as a favourite.')
                }
              >
                Keep as a favourite
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={full || mutations.pending}
                aria-label={`Hide “${text}”`}
                onClick={() =>
                  mutations.add({ text, origin: 'generated', hidden: true }, 'Hidden from your days.')
                }
              >
                Hide
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
