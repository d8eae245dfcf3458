import { Construction } from 'lucide-react';
import { PageContainer, PageHeader } from './page-header';

/** A screen that a later piece of work fills in: its title and an honest note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed bg-muted px-5 py-8 text-muted-foreground">
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        <p>Coming soon in this build.</p>
      </div>
    </PageContainer>
  );
}
