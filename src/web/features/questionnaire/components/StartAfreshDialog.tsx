import { useId, useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { FormMessage } from '#web/components/ui/FormMessage';
import { isApiError } from '#web/lib/api/apiError';
import { startAfresh } from '../api/questionnaireRequests';
import { useQuestionnaireStore } from '../store/questionnaireStore';

interface StartAfreshDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new questionnaire in the store, to move to its first section. */
  onStarted: () => void;
}

/**
 * A new, empty questionnaire beside the completed one — only when the user asks for it. Editing
 * otherwise changes the saved answers in place (docs/decisions/0071).
 */
export function StartAfreshDialog({ open, onClose, onStarted }: StartAfreshDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      const progress = await startAfresh();
      useQuestionnaireStore.getState().syncFromServer(progress);
      onStarted();
      onClose();
    } catch (error) {
      setFailure(
        isApiError(error) && error.fromServer
          ? error.message
          : 'We could not start afresh. Please try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? () => {} : onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
    >
      <div className="rounded-3xl border border-white/10 bg-night-800 p-6 sm:p-8">
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          Start a new questionnaire?
        </h2>
        <p id={descriptionId} className="mt-3 text-ink-muted text-sm leading-relaxed">
          You begin again with empty answers. Your saved answers and your dream world stay on your dashboard.
        </p>
        {failure ? (
          <FormMessage tone="error" className="mt-4">
            {failure}
          </FormMessage>
        ) : null}
        <div className="mt-6 flex flex-col gap-3">
          <Button onClick={confirm} disabled={pending} data-autofocus>
            {pending ? 'Starting…' : 'Start afresh'}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Keep editing my answers
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
