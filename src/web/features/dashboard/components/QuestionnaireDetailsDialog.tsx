import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { fetchQuestionnaireRecord } from '../api/dashboardRequests';
import { humaniseKey } from './format';

/** "View Details" (past the spec): the answers of one questionnaire record. */
export function QuestionnaireDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const titleId = useId();
  const record = useQuery({
    queryKey: ['auth', 'questionnaire-record', id],
    queryFn: ({ signal }) => fetchQuestionnaireRecord(id as string, signal),
    enabled: id !== null,
  });
  const answers = Object.entries(record.data?.answers ?? {}).filter(([, value]) => value.trim() !== '');
  return (
    <Dialog open={id !== null} onClose={onClose} labelledBy={titleId} className="max-w-2xl">
      <div className="rounded-3xl border border-white/10 bg-night-800 p-6 sm:p-8">
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          Your answers
        </h2>
        <div className="mt-5">
          {record.isPending ? <Spinner label="Loading answers..." /> : null}
          {record.isError ? (
            <p role="alert" className="text-danger-ink">
              These answers could not be loaded. Please try again.
            </p>
          ) : null}
          {record.data && answers.length === 0 ? <p className="text-ink-muted">No answers yet.</p> : null}
          {answers.length > 0 ? (
            <dl className="space-y-4">
              {answers.map(([key, value]) => (
                <div key={key}>
                  <dt className="font-semibold text-dream-pink text-sm">{humaniseKey(key)}</dt>
                  <dd className="mt-1 whitespace-pre-line text-ink-muted leading-relaxed">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" data-autofocus onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
