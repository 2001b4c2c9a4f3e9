import type { ReactNode } from 'react';
import { Button } from './Button';
import type { ButtonVariant } from './buttonStyles';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  className?: string;
  variant?: ButtonVariant;
}

/** docs/product.md §4: while a submit runs the button reads 'Processing...' and cannot be pressed again. */
export function SubmitButton({ pending, children, className = '', variant = 'primary' }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} size="lg" disabled={pending} className={`w-full ${className}`}>
      {pending ? 'Processing...' : children}
    </Button>
  );
}
