import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** docs/product/limits.md: copy feedback resets after 2 s. */
const COPY_FEEDBACK_MS = 2000;

function download(codes: string[]) {
  const text = [
    'LeadChat backup codes',
    'Each code signs you in once when you cannot use your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'leadchat-backup-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The backup codes, shown once: a list to read, a text file to download and a copy button. */
export function BackupCodesList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast.success('Copied!', { description: 'Backup codes copied to clipboard' });
    } catch {
      toast.error('Copy failed', { description: 'Please copy the codes manually' });
    }
  }

  return (
    <div className="grid gap-3">
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. They won't be shown again: download or copy them
        now.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
