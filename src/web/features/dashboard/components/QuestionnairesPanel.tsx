import { useState } from 'react';
import { dashboardMessages, type QuestionnaireSummary } from '#shared/dashboard';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { formatDate } from '#web/lib/display/format';
import { EmptyList, ListFooter, rowClasses } from './ListFooter';
import { QuestionnaireDetailsDialog } from './QuestionnaireDetailsDialog';
import { StatusBadge } from './StatusBadge';
import { useMoreItems } from './useMoreItems';

/** docs/product.md §2: completed date, questions answered, Completed / In Progress (Step n), View Details. */
export function QuestionnairesPanel({
  questionnaires,
  nextCursor,
}: {
  questionnaires: QuestionnaireSummary[];
  nextCursor: string | null;
}) {
  const list = useMoreItems('questionnaires', questionnaires, nextCursor);
  const [openId, setOpenId] = useState<string | null>(null);
  if (list.items.length === 0) return <EmptyList>{dashboardMessages.noQuestionnaires}</EmptyList>;
  return (
    <>
      <ul className="space-y-3">
        {list.items.map((questionnaire, index) => (
          <li key={questionnaire._id} className={rowClasses}>
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="font-display text-xl font-semibold">Dream-life questionnaire</h3>
                {/* docs/product.md §2: status 'Completed' or 'In Progress (Step n)', once, in the badge. */}
                <StatusBadge
                  status={questionnaire.isCompleted ? 'completed' : 'in progress'}
                  label={
                    questionnaire.isCompleted
                      ? 'Completed'
                      : `In Progress (Step ${questionnaire.currentStep + 1})`
                  }
                />
              </div>
              <p className="mt-2 text-ink-muted text-sm">
                {questionnaire.isCompleted
                  ? `Completed ${formatDate(questionnaire.completedAt ?? questionnaire.updatedAt)}`
                  : `Started ${formatDate(questionnaire.createdAt)}`}
                {' · '}
                {questionnaire.answeredCount} {questionnaire.answeredCount === 1 ? 'question' : 'questions'}{' '}
                answered
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {/* The newest record is the one the questionnaire opens and edits in place (decision 0071). */}
              {index === 0 ? (
                <ButtonLink to="/questionnaire?step=1" variant="ghost" size="sm">
                  Edit answers
                </ButtonLink>
              ) : null}
              <Button variant="secondary" size="sm" onClick={() => setOpenId(questionnaire._id)}>
                View Details
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={list.hasMore} loading={list.loading} onMore={list.loadMore} />
      <QuestionnaireDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
