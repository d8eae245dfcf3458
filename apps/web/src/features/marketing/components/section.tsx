import type { ReactNode } from 'react';
import { joinClasses } from '@/components/light-ui/button-class';

type SectionProps = {
  id?: string;
  /** Id of the section's heading, so the landmark has a name. */
  labelledBy?: string;
  /** Extra classes (a background); not padding, which `compact` sets. */
  className?: string;
  /** Less vertical padding (a strip between two full sections). */
  compact?: boolean;
  children: ReactNode;
};

/** A full-width band of a marketing page with the standard content width. */
export function Section({ id, labelledBy, className, compact = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={joinClasses('scroll-mt-20', compact ? 'py-10 sm:py-12' : 'py-16 sm:py-20', className)}
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
};

/** The h2 (plus an optional eyebrow line and intro) that opens a section. */
export function SectionHeading({ id, eyebrow, title, description }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
};

/** The top of an inner marketing page: its h1, an intro and optional buttons. */
export function PageHero({ eyebrow, title, description, children }: PageHeroProps) {
  return (
    <div className="border-b bg-gradient-to-b from-accent to-background">
      <div className="mx-auto w-full max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
