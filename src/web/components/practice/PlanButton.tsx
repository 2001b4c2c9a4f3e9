/** "Make a plan" / "Edit plan" beside a dream, named with the dream for screen readers. */
export function PlanButton({
  hasPlan,
  dream,
  onClick,
}: {
  hasPlan: boolean;
  dream: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-1 rounded-md font-medium text-dream-violet underline underline-offset-4 hover:text-dream-pink"
    >
      {hasPlan ? 'Edit plan' : 'Make a plan'}
      <span className="sr-only"> for {dream}</span>
    </button>
  );
}
