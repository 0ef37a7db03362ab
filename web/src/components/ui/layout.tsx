import type { ElementType, HTMLAttributes, ReactNode } from 'react';

/** Centres content with the page gutter and a maximum line length. */
export function Container({
  children,
  className,
  width = 'wide',
  ...rest
}: HTMLAttributes<HTMLDivElement> & { width?: 'wide' | 'narrow' }) {
  return (
    <div className={`container container--${width}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </div>
  );
}

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Heading level; sections use h2. */
  as?: 'h1' | 'h2' | 'h3';
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
}

/** Eyebrow, heading and lead paragraph of a section. */
export function SectionHeading({ id, eyebrow, title, subtitle, as = 'h2', align = 'center', tone = 'light' }: SectionHeadingProps) {
  const Heading: ElementType = as;
  return (
    <header className={`section-heading section-heading--${align} section-heading--${tone}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}

/** A surface for grouped content. Renders as `as` (li in lists). */
export function Card({
  as: Tag = 'div',
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: ElementType; children: ReactNode }) {
  return (
    <Tag className={`card${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </Tag>
  );
}
