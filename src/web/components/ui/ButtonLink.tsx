import type { LinkProps } from 'react-router';
import { Link } from 'react-router';
import type { ButtonSize, ButtonVariant } from './buttonStyles';
import { buttonClasses } from './buttonStyles';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link styled as a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
