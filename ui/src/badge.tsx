import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './badge.module.css';
import { cx } from './internal/cx';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'ai' | 'success' | 'warning' | 'danger' | 'on-dark';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
  /** A decorative icon before the text. */
  icon?: LucideIcon;
}

const toneClass: Record<BadgeTone, string | undefined> = {
  neutral: styles.neutral,
  brand: styles.brand,
  accent: styles.accent,
  ai: styles.ai,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  'on-dark': styles.onDark,
};

/** A small pill label. */
export function Badge({ tone = 'neutral', icon: Icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge, toneClass[tone], className)}>
      {Icon && <Icon />}
      {children}
    </span>
  );
}
