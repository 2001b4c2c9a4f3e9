import { sectionCount } from '#shared/questionnaire';

/** "Step n of 11" with a bar; the bar is a progressbar so the step is announced too. */
export function StepProgress({ step }: { step: number }) {
  const label = `Step ${step + 1} of ${sectionCount}`;
  return (
    <div className="w-full">
      <p className="font-medium text-dream-pink text-xs uppercase tracking-[0.2em]">{label}</p>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={1}
        aria-valuemax={sectionCount}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="mt-3 h-1.5 w-full overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-dream-violet to-dream-pink transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${((step + 1) / sectionCount) * 100}%` }}
        />
      </div>
    </div>
  );
}
