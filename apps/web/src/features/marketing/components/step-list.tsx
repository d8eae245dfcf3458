import type { ReactNode } from 'react';

export type Step = { title: string; description: ReactNode; meta?: string };

/** Numbered steps (an ordered list, so the numbers reach screen readers and pages without CSS). */
export function StepList({ steps, headingLevel = 'h3' }: { steps: Step[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-xs">
          <span
            aria-hidden="true"
            className="mb-4 flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <Heading className="text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </Heading>
          {step.meta ? <p className="mt-1 text-sm font-medium text-primary">{step.meta}</p> : null}
          <div className="mt-2 text-sm text-muted-foreground">{step.description}</div>
        </li>
      ))}
    </ol>
  );
}
