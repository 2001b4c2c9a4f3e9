import { type RefObject, useLayoutEffect } from 'react';

/**
 * Lets a textarea grow with its text (from its `rows` height), so a long answer is read whole
 * instead of through a two-line slot. `field-sizing: content` would do it in CSS, but not in every
 * browser yet; this measures the scroll height after each change instead.
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height depends on the text, read from the element.
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    const border = textarea.offsetHeight - textarea.clientHeight;
    textarea.style.height = `${textarea.scrollHeight + border}px`;
  }, [ref, value]);
}
