import { useId } from 'react';
import { type Answers, questionnaireSections } from '#shared/questionnaire';
import { inputClasses } from '#web/components/ui/fieldStyles';
import { furthestReachableStep } from '../steps/stepInAddress';

interface SectionJumpProps {
  step: number;
  answers: Answers;
  onJump: (step: number) => void;
}

/**
 * "Jump to a section": someone changing one answer goes straight to its section instead of
 * paging through eleven. A section opens once every section before it is answered, the same rule
 * Next follows.
 */
export function SectionJump({ step, answers, onJump }: SectionJumpProps) {
  const id = useId();
  const reachable = furthestReachableStep(answers);
  return (
    <div className="mt-6 flex flex-col items-center gap-2 sm:flex-row sm:justify-center">
      <label htmlFor={id} className="text-ink-muted text-sm">
        Jump to a section
      </label>
      <select
        id={id}
        value={step}
        onChange={(event) => onJump(Number(event.target.value))}
        className={`${inputClasses} max-w-xs sm:w-auto`}
      >
        {questionnaireSections.map((section, index) => (
          <option key={section.title} value={index} disabled={index > reachable}>
            {index + 1}. {section.title}
          </option>
        ))}
      </select>
    </div>
  );
}
