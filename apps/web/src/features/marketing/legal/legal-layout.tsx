import type { ReactNode } from 'react';
import { SiteLink } from '@/components/platform/marketing-platform';
import { PROSE_CLASS_NAME } from '../components/prose';

/** Long-form legal text: the h1, the date it last changed, a table of contents and the sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: { id: string; title: string; body: ReactNode }[];
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {updated}</p>
        <div className="mt-6 text-lg text-muted-foreground">{intro}</div>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-xl border bg-muted p-5">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={`mt-4 ${PROSE_CLASS_NAME}`}>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-20"
          >
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
      <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
        Questions about this document?{' '}
        <SiteLink to="/support" className="font-medium text-primary underline underline-offset-4">
          Contact support
        </SiteLink>
        .
      </p>
    </article>
  );
}
