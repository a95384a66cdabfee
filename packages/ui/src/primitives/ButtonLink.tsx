import type { AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName.js';
import './Button.css';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {
  href: string;
}

/** A link that looks like the shared Button: for calls to action that go to another page. */
export function ButtonLink({ variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {children}
    </a>
  );
}
