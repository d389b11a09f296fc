import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';
import { cx } from './internal/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'on-dark' | 'on-dark-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  /** `primary` (brand fill), `secondary` (outlined), `ghost`, `accent` (the industry accent), `on-dark` (white fill for dark backgrounds), `on-dark-outline`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

const variantClass: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
  accent: styles.accent,
  'on-dark': styles.onDark,
  'on-dark-outline': styles.onDarkOutline,
};

/** The class names of a button, for elements this package cannot render (a router `<Link>`). */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false, className }: ButtonStyleOptions = {}): string {
  return cx(styles.button, variantClass[variant], size !== 'md' && styles[size], fullWidth && styles.full, className);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Disables the button and shows a spinner beside the (unchanged) label. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
    >
      {loading && <LoaderCircle className={styles.spinner} />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonStyleOptions {}

/** An anchor styled as a button, for links (`href`) that need no router. */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClasses({ variant, size, fullWidth, className })}>
      {children}
    </a>
  );
}
