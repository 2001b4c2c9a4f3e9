import type { ReactNode } from 'react';
import { Button } from './Button';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  className?: string;
}

/** Spec §4: while a submit runs the button reads 'Processing...' and cannot be pressed again. */
export function SubmitButton({ pending, children, className = '' }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary" size="lg" disabled={pending} className={`w-full ${className}`}>
      {pending ? 'Processing...' : children}
    </Button>
  );
}
