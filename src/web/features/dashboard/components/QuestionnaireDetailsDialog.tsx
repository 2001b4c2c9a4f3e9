import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { QuestionnaireRecord } from '#shared/questionnaire';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { CloseIcon } from '#web/components/ui/icons';
import { Spinner } from '#web/components/ui/Spinner';
import { questionnaireRecordQueryOptions } from '#web/lib/account/accountRequests';
import { formatDate } from '#web/lib/display/format';
import { answeredSections } from './answeredSections';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function RecordAnswers({ record }: { record: QuestionnaireRecord }) {
  const { sections, unanswered } = answeredSections(record.answers);
  if (sections.length === 0) return <p className="text-ink-muted">No answers yet.</p>;
  return (
    <>
      <div className="space-y-8">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`answers-${section.id}`}>
            <h3
              id={`answers-${section.id}`}
              className="font-semibold text-dream-gold text-xs uppercase tracking-[0.18em]"
            >
              {section.title}
            </h3>
            <dl className="mt-3 space-y-4 border-white/10 border-l pl-4">
              {section.questions.map((question) => (
                <div key={question.key}>
                  <dt className="font-medium text-ink text-sm leading-snug">{question.label}</dt>
                  <dd className="mt-1 whitespace-pre-line break-words text-ink-muted leading-relaxed">
                    {question.answer}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {unanswered > 0 ? (
        <p className="mt-8 text-ink-subtle text-sm">
          {plural(unanswered, 'question', 'questions')} left unanswered.
        </p>
      ) : null}
    </>
  );
}

/** "View Details" (past the spec): one record's answers, by section, with each question's wording. */
export function QuestionnaireDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const titleId = useId();
  const record = useQuery(questionnaireRecordQueryOptions(id));
  return (
    <Dialog open={id !== null} onClose={onClose} labelledBy={titleId} className="max-w-2xl">
      <div className="rounded-3xl border border-white/10 bg-night-800 p-6 sm:p-8">
        {/* A close button at the top too: the one below comes after up to 35 answers. */}
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            Your answers
          </h2>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            aria-label="Close your answers"
            className="rounded-full p-2 text-ink-muted hover:bg-white/10 hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {record.data ? (
          <p className="mt-1 text-ink-subtle text-sm">
            {record.data.completedAt
              ? `Completed ${formatDate(record.data.completedAt)}`
              : `In progress · last saved ${formatDate(record.data.updatedAt)}`}
          </p>
        ) : null}
        <div className="mt-6">
          {record.isPending ? <Spinner label="Loading answers..." /> : null}
          {record.isError ? (
            <p role="alert" className="text-danger-ink">
              These answers could not be loaded. Please try again.
            </p>
          ) : null}
          {record.data ? <RecordAnswers record={record.data} /> : null}
        </div>
        <div className="mt-8 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
