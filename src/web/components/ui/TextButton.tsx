import type { ButtonHTMLAttributes } from 'react';

/** A button that reads like an inline link, for in-place actions such as switching form mode. */
export function TextButton({
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`rounded font-semibold text-dream-pink underline-offset-4 hover:text-ink hover:underline ${className}`}
      {...props}
    />
  );
}
