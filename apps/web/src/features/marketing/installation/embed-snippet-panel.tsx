import type { WebsiteList } from '@leadchat/contract';
import { useEffect, useId, useState } from 'react';
import { apiFetch } from '@/lib/api';
import { SiteLink, useMarketingPlatform } from '@/components/platform/marketing-platform';
import { usePublicConfig } from '@/lib/public-config';
import { INPUT_CLASS_NAME } from '@/components/light-ui/form-classes';
import { readPublicUrl } from '../seo/use-page-meta';
import { CopyCodeBlock } from '@/components/copy-code-block';
import {
  buildEmbedSnippet,
  buildInitSnippet,
  WEBSITE_ID_PLACEHOLDER,
} from '@leadchat/contract/embed-snippet';

type OwnerWebsites =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; websites: WebsiteList['websites'] };

/** The signed-in owner's websites (GET /api/websites), for filling their id into the snippet. */
function useOwnerWebsites(): OwnerWebsites {
  const [result, setResult] = useState<OwnerWebsites>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<WebsiteList>('/api/websites', { signal: controller.signal }).then(
      (list) => setResult({ status: 'success', websites: list.websites }),
      () => {
        if (!controller.signal.aborted) setResult({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return result;
}

function WebsitePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const selectId = useId();
  const websites = useOwnerWebsites();
  if (websites.status === 'pending')
    return <p className="text-sm text-muted-foreground">Loading your websites…</p>;
  if (websites.status === 'error') return <p className="text-sm text-destructive">Failed to load websites</p>;
  const list = websites.websites;
  if (!list.length) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no websites yet.{' '}
        <SiteLink to="/websites" className="font-medium text-primary underline underline-offset-4">
          Add your website
        </SiteLink>{' '}
        to get a code with its id filled in.
      </p>
    );
  }
  return (
    <div className="grid gap-2 sm:max-w-sm">
      <label htmlFor={selectId} className="text-sm font-medium">
        Website
      </label>
      <select
        id={selectId}
        className={`${INPUT_CLASS_NAME} pr-8`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a website…</option>
        {list.map((website) => (
          <option key={website.id} value={website.id}>
            {website.name} ({website.domain})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The copyable embed code with this installation's real PUBLIC_URL. Signed-in owners pick one of their websites
 * and get its id filled in; everyone else sees a placeholder to replace.
 */
export function EmbedSnippetPanel() {
  const { isSignedIn } = useMarketingPlatform();
  // The server's PUBLIC_URL: written into pre-rendered pages (read synchronously, so hydration matches), and
  // confirmed by /api/public-config (the only source when this page was reached by client-side navigation).
  const [initialPublicUrl] = useState(readPublicUrl);
  const publicUrl = usePublicConfig().data?.publicUrl ?? initialPublicUrl;
  const [websiteId, setWebsiteId] = useState('');
  const id = websiteId || WEBSITE_ID_PLACEHOLDER;
  return (
    <div className="grid gap-4">
      {isSignedIn ? (
        <WebsitePicker value={websiteId} onChange={setWebsiteId} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <SiteLink to="/auth" className="font-medium text-primary underline underline-offset-4">
            Sign in
          </SiteLink>{' '}
          to fill in your website id, or replace{' '}
          <code className="rounded bg-secondary px-1">{WEBSITE_ID_PLACEHOLDER}</code> with the id shown in
          your dashboard.
        </p>
      )}
      <CopyCodeBlock label="Embed code (HTML)" code={buildEmbedSnippet({ publicUrl, websiteId: id })} />
      <details className="rounded-lg border bg-card p-4 text-sm">
        <summary className="cursor-pointer font-medium">Prefer JavaScript? Use window.LeadChat.init</summary>
        <p className="mt-3 text-muted-foreground">
          Load the script once, then start the widget from your own code (for example in a single-page app).
          Optional settings: position (bottom-left or bottom-right) and theme (light, dark or auto).
        </p>
        <div className="mt-3">
          <CopyCodeBlock
            label="Embed code (JavaScript)"
            code={buildInitSnippet({ publicUrl, websiteId: id })}
          />
        </div>
      </details>
    </div>
  );
}
