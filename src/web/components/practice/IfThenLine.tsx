import type { WoopPlan } from '#shared/practice';

/** A plan said the way it is meant to be remembered: "If …, then …". */
export function IfThenLine({
  plan,
  className = '',
}: {
  plan: Pick<WoopPlan, 'planIf' | 'planThen'>;
  className?: string;
}) {
  return (
    <p className={`leading-relaxed ${className}`}>
      <span className="font-semibold text-dream-gold">If</span> {stripEnd(plan.planIf)},{' '}
      <span className="font-semibold text-dream-gold">then</span> {plan.planThen}
    </p>
  );
}

/** The user may end the "if" with a full stop or comma of their own; the sentence supplies its own. */
function stripEnd(text: string) {
  return text.replace(/[\s.,;:]+$/, '');
}
