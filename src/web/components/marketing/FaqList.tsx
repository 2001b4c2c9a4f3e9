import { ChevronDownIcon } from '#web/components/ui/icons';

interface FaqListProps {
  items: ReadonlyArray<{ question: string; answer: string }>;
}

/**
 * Questions and answers as an accordion. Native <details>/<summary>: open and close by mouse, Enter
 * or Space, with the expanded state announced by the browser and no script at all.
 */
export function FaqList({ items }: FaqListProps) {
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <details key={item.question} className="group surface-card rounded-2xl open:border-dream-violet/40">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 font-semibold text-ink marker:hidden [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDownIcon className="size-5 shrink-0 text-dream-violet transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-6 text-ink-muted leading-relaxed">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
