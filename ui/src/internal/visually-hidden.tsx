import type { ReactNode } from 'react';

/** Text for assistive technology only (global.css's `visually-hidden`, on every page of the site). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="visually-hidden" id={id}>
      {children}
    </span>
  );
}
