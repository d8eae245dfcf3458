import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMarketingPlatform } from './platform/marketing-platform';
import { ActionButton } from './light-ui/buttons';

/** docs/product/limits.md: copy feedback resets after 2 s. */
const COPIED_RESET_MS = 2000;

/** A code sample with a Copy button (docs/product/messages.md toasts: Copied! / Copy failed). */
export function CopyCodeBlock({ code, label }: { code: string; label: string }) {
  const { notify } = useMarketingPlatform();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(code);
      notify({ kind: 'success', title: 'Copied!', description: 'Code copied to clipboard' });
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    } catch {
      notify({ kind: 'error', title: 'Copy failed', description: 'Please copy the code manually' });
    }
  }

  return (
    <div className="overflow-hidden rounded-xl border bg-slate-950 text-slate-50">
      <div className="flex items-center justify-between gap-2 border-b border-slate-800 px-4 py-2">
        <p className="text-xs font-medium text-slate-300">{label}</p>
        <ActionButton
          size="sm"
          variant="ghost-dark"
          // The visible word starts the name (WCAG 2.5.3); the rest says which code block it copies.
          aria-label={`${isCopied ? 'Copied' : 'Copy'} ${label}`}
          onClick={() => void handleCopy()}
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? 'Copied' : 'Copy'}
        </ActionButton>
      </div>
      {/* Wrapped rather than scrolled: no scroll region to reach by keyboard, and the whole line stays visible. */}
      <pre className="p-4 text-sm leading-6 break-all whitespace-pre-wrap">
        <code>{code}</code>
      </pre>
    </div>
  );
}
