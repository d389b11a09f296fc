import type { CSSProperties } from 'react';

/** A style object that may also set CSS custom properties. */
export type StyleWithVars = CSSProperties & Record<`--${string}`, string | undefined>;
