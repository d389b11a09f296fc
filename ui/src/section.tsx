import { type ComponentProps, type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import eyebrowStyles from './eyebrow.module.css';
import styles from './section.module.css';
import { cx } from './internal/cx';

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** `narrow` is about 768 px wide, for forms and long text; default about 1200 px. */
  size?: 'default' | 'narrow';
}

/** Centres content at the site's max width with responsive side padding. */
export function Container({ size = 'default', className, ...rest }: ContainerProps) {
  return <div {...rest} className={cx(styles.container, size === 'narrow' && styles.narrow, className)} />;
}

export type SectionTone = 'default' | 'muted' | 'accent' | 'brand' | 'dark';

export interface SectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Anchor id, for example `lead-magnet`. */
  id?: string;
  /** `default` white, `muted` slate-50, `accent` the industry's soft background, `brand` a soft indigo fade, `dark` a deep indigo gradient. */
  tone?: SectionTone;
  /** Small uppercase line above the title. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3;
  description?: ReactNode;
  align?: 'start' | 'center';
  spacing?: 'default' | 'compact';
  containerSize?: ContainerProps['size'];
  /** A long band below the fold: rendered only near the viewport (`render-near-viewport` in global.css). */
  deferRendering?: boolean;
}

/** A full-width page band with an optional header (eyebrow, title, description); the title names the region. */
export function Section({
  tone = 'default',
  eyebrow,
  title,
  headingLevel = 2,
  description,
  align = 'start',
  spacing = 'default',
  containerSize,
  deferRendering = false,
  className,
  children,
  ...rest
}: SectionProps) {
  const titleId = useId();
  const hasHeader = Boolean(eyebrow || title || description);
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      className={cx(
        styles.section,
        styles[tone],
        spacing === 'compact' && styles.compact,
        align === 'center' && styles.center,
        deferRendering && 'render-near-viewport',
        className,
      )}
    >
      <Container size={containerSize}>
        {hasHeader && (
          <div className={styles.header}>
            <SectionHeader eyebrow={eyebrow} title={title} titleId={titleId} headingLevel={headingLevel} description={description} />
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}

export interface SectionHeaderProps {
  /** Small uppercase line above the title (the industry's accent inside an `accent` section). */
  eyebrow?: ReactNode;
  title?: ReactNode;
  /** The title's id, for the region it names (`aria-labelledby`). */
  titleId?: string;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** `section` (default) or `page`: the display size of a page's own heading. */
  titleSize?: 'section' | 'page';
  description?: ReactNode;
}

/**
 * A section's eyebrow, title and lead text, as siblings with no box of their own: `Section` sets
 * them above its content; a section of two columns puts them in its copy column, which spaces them.
 */
export function SectionHeader({ eyebrow, title, titleId, headingLevel = 2, titleSize = 'section', description }: SectionHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {eyebrow && <p className={cx(eyebrowStyles.eyebrow, styles.eyebrow)}>{eyebrow}</p>}
      {title && (
        <Heading id={titleId} className={cx(styles.title, titleSize === 'page' && styles.pageTitle)}>
          {title}
        </Heading>
      )}
      {description && <p className={styles.description}>{description}</p>}
    </>
  );
}
