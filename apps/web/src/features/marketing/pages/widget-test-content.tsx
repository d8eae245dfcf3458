import { PageHero, Section } from '../components/section';
import { useDemoWidget } from '../landing/use-demo-widget';
import { usePublicConfig } from '@/lib/public-config';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';

/** docs/product/screens.md /widget-test: loads the widget for the fixed, seeded test website. */
export function WidgetTestContent() {
  usePageMeta(PAGE_META.widgetTest);
  const config = usePublicConfig();
  const testWebsiteId = config.data?.testWebsiteId;
  useDemoWidget(testWebsiteId);
  return (
    <>
      <PageHero
        eyebrow="Widget Test"
        title="Chat widget test page"
        description="This page loads the LeadChat widget for a fixed test website, exactly as a customer’s site does. The chat bubble appears in the bottom-right corner and opens by itself after 3 seconds."
      />
      <Section labelledBy="widget-status-heading">
        <div className="mx-auto max-w-2xl rounded-xl border bg-card p-6 shadow-xs">
          <h2 id="widget-status-heading" className="text-lg font-semibold">
            Status
          </h2>
          <p className="mt-2 text-sm text-muted-foreground" role="status">
            {config.isPending
              ? 'Loading the test website…'
              : testWebsiteId
                ? `Widget loaded for the test website (id ${testWebsiteId}).`
                : 'The test website is not available on this installation yet. Restart the server to seed it.'}
          </p>
          <ol className="mt-4 grid list-decimal gap-1.5 pl-5 text-sm">
            <li>Wait for the chat panel to open, or click the chat bubble.</li>
            <li>Enter a name and an email address and press Start Conversation.</li>
            <li>Ask a question such as “How much does the chatbot cost?”.</li>
          </ol>
        </div>
      </Section>
    </>
  );
}
