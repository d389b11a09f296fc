import type { LucideIcon } from 'lucide-react';
import styles from './icon-tile.module.css';
import type { StyleWithVars } from './internal/css-vars';
import { cx } from './internal/cx';

export type IconTileTone = 'accent' | 'brand' | 'solid' | 'neutral' | 'on-dark';

export interface IconTileProps {
  icon: LucideIcon;
  /** `accent` (soft industry background, default), `brand` (indigo gradient), `solid` (accent fill), `neutral`, `on-dark`. */
  tone?: IconTileTone;
  size?: 'sm' | 'md' | 'lg';
  /** Explicit colours, overriding the tone's accent (for example a flow step's colours). */
  colors?: { fg: string; bg: string };
  className?: string;
}

const toneClass: Record<IconTileTone, string | undefined> = {
  accent: styles.accent,
  brand: styles.brand,
  solid: styles.solid,
  neutral: styles.neutral,
  'on-dark': styles.onDark,
};

/** A decorative rounded square holding an icon. */
export function IconTile({ icon: Icon, tone = 'accent', size = 'md', colors, className }: IconTileProps) {
  const style: StyleWithVars | undefined = colors ? { '--accent': colors.fg, '--accent-bg': colors.bg } : undefined;
  return (
    <span className={cx(styles.tile, styles[size], toneClass[tone], className)} style={style} aria-hidden="true">
      <Icon />
    </span>
  );
}
