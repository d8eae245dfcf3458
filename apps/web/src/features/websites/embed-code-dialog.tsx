import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buildEmbedSnippet, type Website } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { usePublicConfig } from '@/lib/public-config';

/** docs/product/limits.md: copy feedback resets after 2 s. */
const COPIED_RESET_MS = 2000;

/** Selects the snippet so a visitor whose clipboard is blocked can copy it by hand. */
function selectContents(element: HTMLElement | null) {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The embed snippet of docs/product/interfaces.md for one website, with a Copy button. */
export function EmbedCodeDialog({
  website,
  open,
  onOpenChange,
}: {
  website: Website | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const publicConfig = usePublicConfig();
  const [isCopied, setIsCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const publicUrl = publicConfig.data?.publicUrl ?? window.location.origin;
  const snippet = website ? buildEmbedSnippet({ publicUrl, websiteId: website.id }) : '';

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function handleCopy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(snippet);
      setIsCopied(true);
      toast.success('Copied!', { description: 'Code copied to clipboard' });
    } catch {
      selectContents(codeRef.current);
      toast.error('Copy failed', { description: 'Please copy the code manually' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Embed Code{website ? ` for ${website.name}` : ''}</DialogTitle>
          <DialogDescription>
            Paste this code into your website&apos;s HTML, just before the closing &lt;/body&gt; tag.
          </DialogDescription>
        </DialogHeader>
        <pre
          tabIndex={0}
          className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <code ref={codeRef} aria-label="Embed code">
            {snippet}
          </code>
        </pre>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Need help? Follow the{' '}
            <Link
              to="/installation-guide"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              installation guide
            </Link>
            .
          </p>
          <Button onClick={() => void handleCopy()} disabled={!snippet}>
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? 'Copied!' : 'Copy Code'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
