import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  GMB_AUTOMATION_LABELS,
  GMB_MAX_DELAY_MINUTES,
  GMB_MAX_TEMPLATES,
  GMB_MESSAGES,
  GMB_MIN_DELAY_MINUTES,
  GmbReviewResponsesSettingsSchema,
  type GmbAccount,
  type GmbAutomation,
  type GmbReviewResponsesSettings,
} from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { fetchGmbAutomations, fetchGmbReplyLog, gmbAccountQueryKey, updateGmbAutomation } from './gmb-api';
import { Stars } from './stars';

const DESCRIPTIONS: Record<GmbAutomation['type'], string> = {
  review_responses:
    'Drafts a reply to every new review. 4–5★ replies can be posted automatically after a delay; 1–3★ replies always wait for your approval, and you get an email about them.',
  auto_posts: 'Publishes posts on your Business Profile on a schedule.',
  qa_responses: 'Answers the questions people ask on your Business Profile.',
};

const JOB_STATUS: Record<string, string> = {
  awaiting_approval: 'Awaiting approval',
  scheduled: 'Scheduled',
  sending: 'Sending',
  posted: 'Posted',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function RuleSelect(props: {
  id: string;
  label: string;
  value: 'auto' | 'approval';
  onChange: (v: 'auto' | 'approval') => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <select
        id={props.id}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as 'auto' | 'approval')}
      >
        <option value="auto">Post automatically after the delay</option>
        <option value="approval">Ask me first</option>
      </select>
    </div>
  );
}

/** One end of the random delay before an automatic reply, in minutes within the allowed range. */
function DelayInput(props: {
  id: string;
  label: string;
  value: number;
  onChange: (minutes: number) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        min={GMB_MIN_DELAY_MINUTES}
        max={GMB_MAX_DELAY_MINUTES}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </div>
  );
}

function ReviewResponsesSettings({
  automation,
  hasAiDrafts,
  onSave,
  isSaving,
}: {
  automation: GmbAutomation;
  hasAiDrafts: boolean;
  onSave: (settings: GmbReviewResponsesSettings) => void;
  isSaving: boolean;
}) {
  const [settings, setSettings] = useState(() => GmbReviewResponsesSettingsSchema.parse(automation.settings));
  const [templates, setTemplates] = useState(settings.templates.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = GmbReviewResponsesSettingsSchema.safeParse({
      ...settings,
      templates: templates
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the settings');
      return;
    }
    setError(null);
    onSave(parsed.data);
  };
  const update = (patch: Partial<GmbReviewResponsesSettings>) => setSettings({ ...settings, ...patch });
  return (
    <div className="space-y-4 border-t pt-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <RuleSelect
          id="rule-5"
          label="5★ reviews"
          value={settings.fiveStars}
          onChange={(v) => update({ fiveStars: v })}
        />
        <RuleSelect
          id="rule-4"
          label="4★ reviews"
          value={settings.fourStars}
          onChange={(v) => update({ fourStars: v })}
        />
        <div className="space-y-1">
          <p className="text-sm font-medium">1–3★ reviews</p>
          <p className="text-sm text-muted-foreground">Always ask me first: never posted automatically.</p>
        </div>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">
          Delay after the review, picked at random between (minutes, {GMB_MIN_DELAY_MINUTES}–
          {GMB_MAX_DELAY_MINUTES})
        </legend>
        <DelayInput
          id="delay-min"
          label="Shortest"
          value={settings.delayMinMinutes}
          onChange={(minutes) => update({ delayMinMinutes: minutes })}
        />
        <DelayInput
          id="delay-max"
          label="Longest"
          value={settings.delayMaxMinutes}
          onChange={(minutes) => update({ delayMaxMinutes: minutes })}
        />
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor="reply-source">Replies are written from</Label>
        <select
          id="reply-source"
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={settings.replySource}
          onChange={(event) => update({ replySource: event.target.value as 'templates' | 'ai' })}
          aria-describedby="reply-source-hint"
        >
          <option value="templates">My templates, in turn</option>
          <option value="ai">AI drafts</option>
        </select>
        <p id="reply-source-hint" className="text-sm text-muted-foreground">
          {hasAiDrafts
            ? 'AI drafts use the review, its stars and what your assistant knows about your business.'
            : 'No AI model is configured on this server, so AI drafts fall back to your templates.'}
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor="templates">Templates (one a line, up to {GMB_MAX_TEMPLATES})</Label>
        <Textarea
          id="templates"
          rows={4}
          value={templates}
          onChange={(event) => setTemplates(event.target.value)}
          aria-describedby="templates-hint"
        />
        <p id="templates-hint" className="text-sm text-muted-foreground">
          {'{first_name}'} becomes the reviewer&apos;s first name (&quot;there&quot; when anonymous) and{' '}
          {'{business_name}'} your website&apos;s name. Empty: LeadChat&apos;s own rating-aware templates.
        </p>
      </div>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={save} isLoading={isSaving}>
        Save settings
      </Button>
    </div>
  );
}

function ReplyLog({ websiteId, account }: { websiteId: string; account: GmbAccount }) {
  const log = useQuery({
    queryKey: gmbAccountQueryKey(websiteId, account.id, 'reply-log'),
    queryFn: ({ signal }) => fetchGmbReplyLog(account.id, signal),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reply log</CardTitle>
        <CardDescription>
          Every reply sent or planned, automatic or yours. Edit any of them from the Reviews tab.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : !log.data?.length ? (
          <p className="text-sm text-muted-foreground">No replies yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Review</TableHead>
                <TableHead>By</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>{formatDateTime(job.doneAt ?? job.runAt)}</TableCell>
                  <TableCell>
                    {job.reviewerName ?? 'A Google user'} <Stars rating={job.rating} />
                  </TableCell>
                  <TableCell>
                    {job.origin === 'automation' ? 'Automation' : 'You'}
                    {job.action === 'delete' ? ' (deleted)' : ''}
                  </TableCell>
                  <TableCell>
                    {JOB_STATUS[job.status]}
                    {job.lastError && job.status !== 'posted' ? ` — ${job.lastError}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function GmbAutomationsTab({
  websiteId,
  account,
  hasAiDrafts,
}: {
  websiteId: string;
  account: GmbAccount;
  hasAiDrafts: boolean;
}) {
  const queryClient = useQueryClient();
  const key = gmbAccountQueryKey(websiteId, account.id, 'automations');
  const automations = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchGmbAutomations(account.id, signal),
  });
  const update = useMutation({
    mutationFn: updateGmbAutomation,
    onSuccess: (list, input) => {
      queryClient.setQueryData(key, list);
      const label = GMB_AUTOMATION_LABELS[input.type];
      toast.success(
        input.settings
          ? `${label} settings saved`
          : `${label} automation ${input.isEnabled ? 'enabled' : 'disabled'}`,
      );
    },
    onError: (error) => toast.error(GMB_MESSAGES.automationFailed, { description: getErrorMessage(error) }),
  });
  if (automations.isPending) return <Skeleton className="h-48 w-full" />;
  if (automations.isError) return <p className="text-sm text-red-700">{GMB_MESSAGES.automationFailed}</p>;
  return (
    <div className="space-y-4">
      {automations.data.map((automation) => {
        const switchId = `automation-${automation.type}`;
        return (
          <Card key={automation.type}>
            <CardContent className="space-y-3 pt-6">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <Label htmlFor={switchId} className="text-base font-semibold">
                    {GMB_AUTOMATION_LABELS[automation.type]}
                  </Label>
                  <p id={`${switchId}-hint`} className="mt-1 text-sm text-muted-foreground">
                    {DESCRIPTIONS[automation.type]}
                  </p>
                  {automation.reason ? (
                    <p className="mt-2 text-sm text-amber-800" id={`${switchId}-reason`}>
                      Not available: {automation.reason}
                    </p>
                  ) : null}
                </div>
                <Switch
                  id={switchId}
                  checked={automation.isEnabled}
                  disabled={!automation.isAvailable || update.isPending}
                  aria-describedby={
                    automation.reason ? `${switchId}-hint ${switchId}-reason` : `${switchId}-hint`
                  }
                  onCheckedChange={(checked) =>
                    update.mutate({ accountId: account.id, type: automation.type, isEnabled: checked })
                  }
                />
              </div>
              {automation.type === 'review_responses' && automation.isAvailable ? (
                <ReviewResponsesSettings
                  automation={automation}
                  hasAiDrafts={hasAiDrafts}
                  isSaving={update.isPending && update.variables?.settings !== undefined}
                  onSave={(settings) =>
                    update.mutate({
                      accountId: account.id,
                      type: 'review_responses',
                      isEnabled: automation.isEnabled,
                      settings,
                    })
                  }
                />
              ) : null}
            </CardContent>
          </Card>
        );
      })}
      <ReplyLog websiteId={websiteId} account={account} />
    </div>
  );
}
