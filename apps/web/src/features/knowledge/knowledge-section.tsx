import { BookOpen, CircleX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CrawlPanel } from './crawl-panel';
import { FaqList } from './faq-list';
import { TextSourceList } from './text-source-list';
import { useKnowledge } from './use-knowledge';

/** The assistant's knowledge of one website: FAQs, pasted text and crawled pages. */
export function KnowledgeSection({ websiteId, domain }: { websiteId: string; domain: string }) {
  const knowledge = useKnowledge(websiteId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen className="size-5 text-primary" aria-hidden="true" />
          Knowledge
        </CardTitle>
        <CardDescription>
          What the assistant knows about your business. It answers only from this, and says so when it
          doesn&apos;t know.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {knowledge.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading knowledge">
            <Skeleton className="h-10 w-72" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : knowledge.isError ? (
          <Alert variant="destructive">
            <CircleX aria-hidden="true" />
            <AlertTitle>Failed to load the knowledge</AlertTitle>
            <AlertDescription>
              <Button variant="link" className="h-auto p-0" onClick={() => void knowledge.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <Tabs defaultValue="faqs">
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="faqs">FAQs ({knowledge.data.faqs.length})</TabsTrigger>
              <TabsTrigger value="texts">Pasted Text ({knowledge.data.texts.length})</TabsTrigger>
              <TabsTrigger value="pages">Website Pages ({knowledge.data.pages.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="faqs">
              <FaqList websiteId={websiteId} faqs={knowledge.data.faqs} />
            </TabsContent>
            <TabsContent value="texts">
              <TextSourceList websiteId={websiteId} texts={knowledge.data.texts} />
            </TabsContent>
            <TabsContent value="pages">
              <CrawlPanel websiteId={websiteId} domain={domain} pages={knowledge.data.pages} />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
