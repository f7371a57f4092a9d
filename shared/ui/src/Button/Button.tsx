import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './Button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'whatsapp';
type Size = 'medium' | 'small' | 'large';

function classes(variant: Variant, size: Size, block: boolean | undefined, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, block ? 'ui-button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block,
  busy,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, size, block, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  variant?: Variant;
  size?: Size;
  block?: boolean;
  /** a full-page link (another app, WhatsApp) instead of client routing */
  external?: boolean;
  children: ReactNode;
}

export function ButtonLink({
  to,
  variant = 'primary',
  size = 'medium',
  block,
  external,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const cls = classes(variant, size, block, className);
  if (external) {
    return (
      <a href={to} className={cls} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={cls} {...rest}>
      {children}
    </Link>
  );
}
