import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'on-dark';
export type ButtonSize = 'md' | 'lg' | 'sm';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block }: Look, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { children: ReactNode };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
});

/** A router link that looks like a button: a real `<a href>`, so it works without JS. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkProps & Look) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** An outbound link that looks like a button; always opens a new tab without an opener. */
export function ExternalLinkButton({ variant, size, block, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a className={buttonClass({ variant, size, block }, className)} target="_blank" rel="noopener noreferrer" {...rest} />;
}
