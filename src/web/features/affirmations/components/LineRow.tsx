import { useId, useState } from 'react';
import { type OwnAffirmation, ownAffirmationLimits } from '#shared/ownAffirmations';
import { Button } from '#web/components/ui/Button';
import { inputClasses } from '#web/components/ui/fieldStyles';
import type { useLineMutations } from './useLineMutations';

interface LineRowProps {
  line: OwnAffirmation;
  /** 1-based place in the list, for the buttons' names. */
  place: number;
  count: number;
  mutations: ReturnType<typeof useLineMutations>;
  onMove: (line: OwnAffirmation, by: -1 | 1) => void;
}

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * One of the person's lines: its text (edited in place), favourite and hidden marks as toggle
 * buttons, moves up and down (buttons, so the order is kept by keyboard and touch alike), delete.
 */
export function LineRow({ line, place, count, mutations, onMove }: LineRowProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(line.text);
  const fieldId = useId();
  const name = `“${short(line.text)}”`;

  return (
    <li
      className={`rounded-2xl border p-4 ${
        line.favourite ? 'border-dream-gold/50 bg-dream-gold/5' : 'border-white/10 bg-night-900/50'
      } ${line.hidden ? 'opacity-70' : ''}`}
    >
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            mutations.change(line.id, { text: draft }, 'Your line is saved.');
            setEditing(false);
          }}
        >
          <label htmlFor={fieldId} className="sr-only">
            Edit line {place}
          </label>
          <textarea
            id={fieldId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={ownAffirmationLimits.textMax}
            rows={2}
            required
            className={inputClasses}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={mutations.pending}>
              Save
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft(line.text);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="font-display text-lg leading-snug">
          {line.favourite ? <span className="sr-only">Favourite: </span> : null}
          {line.hidden ? <span className="sr-only">Hidden: </span> : null}
          {line.text}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={line.favourite ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={line.favourite}
          aria-label={`Favourite ${name}`}
          disabled={mutations.pending}
          onClick={() =>
            mutations.change(
              line.id,
              { favourite: !line.favourite },
              line.favourite ? 'No longer a favourite.' : 'A favourite: it leads your day.',
            )
          }
        >
          <span aria-hidden="true">{line.favourite ? '★' : '☆'}</span> Favourite
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={line.hidden}
          aria-label={`Hide ${name}`}
          disabled={mutations.pending}
          onClick={() =>
            mutations.change(
              line.id,
              { hidden: !line.hidden },
              line.hidden ? 'Shown again in your days.' : 'Hidden from your days.',
            )
          }
        >
          {line.hidden ? 'Hidden' : 'Hide'}
        </Button>
        {line.origin === 'own' && !editing ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${name} up`}
          disabled={place === 1 || mutations.pending}
          onClick={() => onMove(line, -1)}
        >
          <span aria-hidden="true">↑</span> Up
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${name} down`}
          disabled={place === count || mutations.pending}
          onClick={() => onMove(line, 1)}
        >
          <span aria-hidden="true">↓</span> Down
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          disabled={mutations.pending}
          onClick={() => mutations.remove(line.id, 'Your line is deleted.')}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
