import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** Sets the textarea's height to its text's, borders included. */
function fitToText(textarea: HTMLTextAreaElement) {
  textarea.style.height = 'auto';
  const border = textarea.offsetHeight - textarea.clientHeight;
  textarea.style.height = `${textarea.scrollHeight + border}px`;
}

/**
 * Lets a textarea grow with its text (from its `rows` height), so a long answer is read whole
 * instead of through a two-line slot. `field-sizing: content` would do it in CSS, but not in every
 * browser yet; this measures the scroll height after each change instead, and again whenever the
 * text's width changes without the text changing (a rotated phone, a plan badge that widens the
 * field's padding once the plan has loaded): the same text then wraps onto more lines.
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height depends on the text, read from the element.
  useLayoutEffect(() => {
    if (ref.current) fitToText(ref.current);
  }, [ref, value]);

  useEffect(() => {
    const textarea = ref.current;
    if (!textarea || typeof ResizeObserver === 'undefined') return;
    // Only a change of width re-fits: the height set here resizes the box too, and must not loop.
    let width = -1;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? width;
      if (next === width) return;
      const first = width === -1;
      width = next;
      if (!first) fitToText(textarea);
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, [ref]);
}
