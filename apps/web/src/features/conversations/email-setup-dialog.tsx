import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/session/use-auth';
import { updateWebsite, useWebsite, websiteQueryKey, websitesQueryKey } from '@/features/websites';

/**
 * Email set-up for one website (opened by /conversations?website={id}&setup=email): the address that receives
 * new-lead notifications and the switch that turns them on. Sending them is the follow-ups feature's job.
 */
export function EmailSetupDialog({ websiteId, onClose }: { websiteId: string; onClose: () => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const website = useWebsite(websiteId);
  const [email, setEmail] = useState('');
  const [isEnabled, setIsEnabled] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  // Fill the form once the website arrives (the owner's own address is the natural default).
  if (website.data && loadedFor !== website.data.id) {
    setLoadedFor(website.data.id);
    setEmail(website.data.notificationEmail ?? user?.email ?? '');
    setIsEnabled(website.data.notifyOnNewLead);
  }

  useEffect(() => {
    if (website.isError) toast.error('Error', { description: 'Failed to fetch websites' });
  }, [website.isError]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (isEnabled && trimmed === '') {
      setError('Enter the address that should receive new leads');
      return;
    }
    if (trimmed !== '' && !z.email().safeParse(trimmed).success) {
      setError('Notification email must be a valid email address');
      return;
    }
    setError(undefined);
    setIsSaving(true);
    try {
      const saved = await updateWebsite(websiteId, {
        notificationEmail: trimmed,
        notifyOnNewLead: isEnabled,
      });
      queryClient.setQueryData(websiteQueryKey(websiteId), saved);
      void queryClient.invalidateQueries({ queryKey: websitesQueryKey });
      toast.success('Email settings saved', {
        description: isEnabled ? `New leads will be sent to ${trimmed}` : 'New-lead emails are off',
      });
      onClose();
    } catch {
      toast.error('Error', { description: 'Failed to save configuration. Please try again.' });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email Setup</DialogTitle>
          <DialogDescription>
            {website.data
              ? `Get an email when ${website.data.name} captures a new lead.`
              : 'Get an email when this website captures a new lead.'}
          </DialogDescription>
        </DialogHeader>
        {website.isError ? (
          <Alert variant="destructive">
            <AlertDescription>This website could not be found.</AlertDescription>
          </Alert>
        ) : website.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the website">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Email setup">
            <FormField id="notification-email" label="Notification email" error={error}>
              {(field) => (
                <Input
                  {...field}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  autoComplete="email"
                />
              )}
            </FormField>
            <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
              <Label htmlFor="notify-on-new-lead" className="leading-snug">
                Email me about each new lead
              </Label>
              <Switch id="notify-on-new-lead" checked={isEnabled} onCheckedChange={setIsEnabled} />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" isLoading={isSaving}>
                Save
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
